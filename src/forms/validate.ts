import type { Language } from "../i18n/languages";
import { ruleMessage } from "./messages";
import { firstFailingRule, type RuleSpec } from "./rules";

/** The message of the first failing rule for a field, or null when the value is valid. */
export function validateValue(
  value: unknown,
  rules: readonly RuleSpec[],
  field: string,
  language: Language,
): string | null {
  const failed = firstFailingRule(value, rules);
  return failed === null ? null : ruleMessage(failed, field, language);
}
