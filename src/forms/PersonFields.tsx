import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import type { PersonValues } from "./person";
import { TextField } from "./Fields";
import { useFormsTranslation } from "./forms-i18n";
import * as styles from "./Forms.module.css";

/**
 * Name and email side by side, then the company: the person fields every form asks for (inside a SiteForm,
 * whose react-hook-form they join). `besideCompany` fills the company's row; without it the company field
 * stands alone.
 */
export function PersonFields({
  fieldId,
  besideCompany,
}: {
  fieldId: (name: string) => string;
  besideCompany?: ReactNode;
}) {
  const { t } = useFormsTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<PersonValues>();
  const company = (
    <TextField
      id={fieldId("company")}
      label={t("fields.company")}
      autoComplete="organization"
      error={errors.company}
      registration={register("company")}
    />
  );
  return (
    <>
      <div className={styles.row}>
        <TextField
          id={fieldId("name")}
          label={t("fields.name")}
          required
          autoComplete="name"
          error={errors.name}
          registration={register("name")}
        />
        <TextField
          id={fieldId("email")}
          label={t("fields.email")}
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          registration={register("email")}
        />
      </div>
      {besideCompany ? (
        <div className={styles.row}>
          {company}
          {besideCompany}
        </div>
      ) : (
        company
      )}
    </>
  );
}
