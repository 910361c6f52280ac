/**
 * What the tests of values from editors share: a call must end within a budget, far below what a pattern
 * that backtracks takes on the long values these tests send. The budget counts the CPU time of this
 * process, not the wall clock, so other work on a busy machine does not spend it.
 */

/** One call's budget: a linear check of the values sent takes milliseconds, a quadratic one seconds. */
const CALL_BUDGET_MS = 1_000;

/** This process's CPU time so far, in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** What `run` returns; fails the test when it took more than `budget` milliseconds of CPU time. */
export function withinBudget<T>(run: () => T, budget = CALL_BUDGET_MS): T {
  const start = cpuMs();
  const result = run();
  expect(cpuMs() - start).toBeLessThan(budget);
  return result;
}
