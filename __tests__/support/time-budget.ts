/**
 * What the tests of values from editors share: a call must end within a budget, generous for a busy machine
 * and far below what a pattern that backtracks takes on the long values these tests send.
 */

/** One call's budget: a linear check of the values sent takes milliseconds, a quadratic one seconds. */
const CALL_BUDGET_MS = 1_000;

/** What `run` returns; fails the test when it took longer than `budget` milliseconds. */
export function withinBudget<T>(run: () => T, budget = CALL_BUDGET_MS): T {
  const start = performance.now();
  const result = run();
  expect(performance.now() - start).toBeLessThan(budget);
  return result;
}
