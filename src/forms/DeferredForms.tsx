import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "../shared/hooks/use-hydrated";
import { publicConfiguration } from "../shared/configuration/public-configuration";
import { MailFallback } from "./MailFallback";
import type { QuoteMaterial, QuoteProduct } from "./quote";

// The form code (react-hook-form, yup, the rules) is a chunk of its own, fetched after hydration, so pages
// without a form never load it.
const ContactForm = lazy(() => import(/* webpackChunkName: "forms-contact" */ "./ContactForm"));
const QuoteForm = lazy(() => import(/* webpackChunkName: "forms-quote" */ "./QuoteForm"));

/** Renders its children only in the browser after hydration; until then, and without JavaScript, the fallback. */
function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : <>{fallback}</>;
}

/** The contact form, or where to write when no mail service is configured. */
export function DeferredContactForm({ email }: { email: string }) {
  const mailApiUrl = publicConfiguration.mailApiUrl;
  const fallback = <MailFallback email={email} />;
  if (!mailApiUrl) return fallback;
  return (
    <AfterHydration fallback={fallback}>
      <ContactForm mailApiUrl={mailApiUrl} email={email} />
    </AfterHydration>
  );
}

/** The quote request form, or where to write when no mail service is configured. */
export function DeferredQuoteForm({
  email,
  products,
  materials,
}: {
  email: string;
  products: readonly QuoteProduct[];
  materials: readonly QuoteMaterial[];
}) {
  const mailApiUrl = publicConfiguration.mailApiUrl;
  const fallback = <MailFallback email={email} />;
  if (!mailApiUrl) return fallback;
  return (
    <AfterHydration fallback={fallback}>
      <QuoteForm mailApiUrl={mailApiUrl} email={email} products={products} materials={materials} />
    </AfterHydration>
  );
}
