import { mixed, object, type AnyObject, type ObjectSchema } from "yup";
import type { Language } from "../i18n/languages";
import type { RuleSpec } from "./rules";
import { validateValue } from "./validate";

/** A form field for the schema: its label (for messages) and its rules, in the order they run. */
export interface FieldRules {
  label: string;
  rules: readonly RuleSpec[];
}

/**
 * A yup schema that runs the named rules, so react-hook-form's yupResolver reports the spec's messages:
 * one test per field, which stops at the first failing rule.
 */
export function rulesSchema(
  fields: Readonly<Record<string, FieldRules>>,
  language: Language,
): ObjectSchema<AnyObject> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, { label, rules }]) => [
      name,
      // Null and undefined reach the rules, which decide whether they are allowed (`required`).
      mixed()
        .nullable()
        .optional()
        .test({
          name: "rules",
          test(value, context) {
            const message = validateValue(value, rules, label, language);
            return message === null ? true : context.createError({ message });
          },
        }),
    ]),
  );
  return object(shape);
}
