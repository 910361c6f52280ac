import { useNamespace } from "../shared/i18n/page-i18n";
import * as styles from "./CompanyRegister.module.css";

interface Impressum {
  company: string;
  legalForm: string;
  registerCourtLabel: string;
  registerCourt: string;
  registerNumberLabel: string;
  registerNumber: string;
  vatIdLabel: string;
  vatId: string;
  managingDirectorsLabel: string;
  managingDirectors: string;
}

/** The company's register data (namespace `impressum`), shown on the imprint. */
export function CompanyRegister() {
  const data = useNamespace("impressum") as Impressum;
  const rows: [string, string][] = [
    [data.registerCourtLabel, data.registerCourt],
    [data.registerNumberLabel, data.registerNumber],
    [data.vatIdLabel, data.vatId],
    [data.managingDirectorsLabel, data.managingDirectors],
  ];
  return (
    <section className={styles.register} aria-labelledby="company-register">
      <h2 id="company-register">{data.company}</h2>
      <p>{data.legalForm}</p>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
