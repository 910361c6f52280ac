import type { ReactNode } from "react";
import { FormProvider } from "react-hook-form";
import { FormEnd } from "./FormEnd";
import { SentMessage } from "./SendStatus";
import type { SiteFormState, SiteFormValues } from "./use-site-form";
import * as styles from "./Forms.module.css";

/**
 * A form of the site around its own fields (`children`): what every form ends with follows them, and the
 * thank-you message replaces it all once sent. The fields reach the form's react-hook-form by context.
 */
export function SiteForm<Values extends SiteFormValues>({
  site,
  email,
  sendLabel,
  children,
}: {
  site: SiteFormState<Values>;
  /** The address named when sending fails. */
  email: string;
  sendLabel: string;
  children: ReactNode;
}) {
  if (site.state === "sent") return <SentMessage />;
  return (
    <FormProvider {...site.methods}>
      <form
        ref={site.formRef}
        className={styles.form}
        noValidate
        onSubmit={site.submit}
        onBlur={site.checkOnBlur}
      >
        <p className="visually-hidden" role="status">
          {site.announcement}
        </p>
        {children}
        <FormEnd site={site} email={email} sendLabel={sendLabel} />
      </form>
    </FormProvider>
  );
}
