import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { QuoteValues } from "./quote";
import { describedBy, FieldErrorMessage } from "./Fields";
import { useFormsTranslation } from "./forms-i18n";
import * as styles from "./Forms.module.css";

/**
 * The quote's optional CAD file. A file chosen before a reload (or before leaving the page) is gone, as
 * the draft keeps only its name (`fileName`): the field names it until one is chosen again.
 */
export function CadFileField({ id }: { id: string }) {
  const { t } = useFormsTranslation();
  const { control, setValue } = useFormContext<QuoteValues>();
  const [fileName, file] = useWatch({ control, name: ["fileName", "file"] });
  const lostFile = file ? "" : fileName;
  const chooseAgainId = `${id}-again`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("fields.file")}
      </label>
      <Controller
        control={control}
        name="file"
        render={({ field: { onChange, onBlur, name, ref }, fieldState: { error } }) => (
          <>
            <input
              id={id}
              ref={ref}
              name={name}
              type="file"
              className={styles.control}
              aria-invalid={error ? true : undefined}
              aria-describedby={[
                lostFile ? chooseAgainId : null,
                describedBy(id, error, t("fields.fileHint")),
              ]
                .filter(Boolean)
                .join(" ")}
              onBlur={onBlur}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                setValue("fileName", file?.name ?? "");
                onChange(file);
              }}
            />
            {lostFile && (
              <p id={chooseAgainId} className={styles.hint}>
                {t("fields.fileAgain", { name: lostFile })}
              </p>
            )}
            <p id={`${id}-hint`} className={styles.hint}>
              {t("fields.fileHint")}
            </p>
            <FieldErrorMessage id={id} error={error} />
          </>
        )}
      />
    </div>
  );
}
