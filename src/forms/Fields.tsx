import type { ReactNode } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import * as styles from "./Forms.module.css";

interface FieldBase {
  id: string;
  label: string;
  error?: FieldError;
  required?: boolean;
  hint?: string;
}

/** The ids a control points to with aria-describedby. */
export function describedBy(id: string, error?: FieldError, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * A field's error, read with the field (aria-describedby). Not a live region: a submit with five errors
 * would read five alerts at once; the form announces the error of a field the visitor leaves, and a
 * failed submit focuses the first invalid field (SiteForm, use-site-form).
 */
export function FieldErrorMessage({ id, error }: { id: string; error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p id={`${id}-error`} className={styles.error}>
      {error.message}
    </p>
  );
}

function Label({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
  );
}

export function TextField({
  id,
  label,
  error,
  required,
  hint,
  registration,
  type = "text",
  autoComplete,
  multiline = false,
  inputMode,
  min,
}: FieldBase & {
  registration: UseFormRegisterReturn;
  type?: "text" | "email" | "number";
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: "numeric";
  min?: number;
}) {
  const common = {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    className: styles.control,
    ...registration,
  };
  return (
    <div className={styles.field}>
      <Label id={id} label={label} />
      {multiline ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} min={min} {...common} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldErrorMessage id={id} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  required,
  registration,
  placeholder,
  children,
}: FieldBase & { registration: UseFormRegisterReturn; placeholder: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <Label id={id} label={label} />
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={styles.control}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      <FieldErrorMessage id={id} error={error} />
    </div>
  );
}

export function ConsentField({
  id,
  label,
  error,
  registration,
  children,
}: Omit<FieldBase, "required"> & { registration: UseFormRegisterReturn; children?: ReactNode }) {
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          {...registration}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {children}
      <FieldErrorMessage id={id} error={error} />
    </div>
  );
}

/** A field bots fill in and people never see: a filled honeypot makes the form pretend to send. */
export function Honeypot({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
