import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from "react";
import { useForm, type DefaultValues, type Path, type Resolver } from "react-hook-form";
import type { DraftShape, DraftValues } from "./form-draft";
import { isBot, type PersonValues } from "./person";
import type { Language } from "../shared/i18n/languages";
import type { Translate } from "../shared/i18n/translate";
import { useFormsTranslation } from "./forms-i18n";
import { useFocusFirstError } from "./use-focus-first-error";
import { useFormDraft } from "./use-form-draft";
import { useMailSend, useSingleSubmit } from "./use-mail-send";
import { useRecaptcha } from "./use-recaptcha";

/**
 * The resolver option of every form's rules: they only judge (their trim decides what counts as empty),
 * and what was typed is sent.
 */
export const JUDGE_ONLY = { raw: true } as const;

/** What every form of the site holds: the person writing, the consent and the honeypot. */
export type SiteFormValues = PersonValues;

export interface SiteFormOptions<Values extends SiteFormValues> {
  /** Names the form in the body sent, its kept draft and its reCAPTCHA action: "contact", "quote". */
  form: string;
  mailApiUrl: string;
  /** The form's rules in the language of `t` (`contactRules`, `quoteRules`); a module-level function. */
  rules: (t: Translate) => Resolver<Values>;
  empty: Values;
  draftShape: DraftShape;
  /** What the form starts with beyond its kept draft (the quote's machine from the address); read once. */
  startWith?: (restored: DraftValues | null) => Partial<Values>;
  /** Appends the form's own fields to the body, after `form` and `language`, in the page's language. */
  appendFields: (body: FormData, values: Values, i18n: { t: Translate; language: Language }) => void;
}

/**
 * What the contact and the quote form share: react-hook-form with the yup rules (checked on input and on
 * blur), the kept draft, the honeypot, the first invalid field focused after a failed submit, and sending
 * with a reCAPTCHA token and an Idempotency-Key, once per click (docs/architecture.md §7).
 */
export function useSiteForm<Values extends SiteFormValues>({
  form,
  mailApiUrl,
  rules,
  empty,
  draftShape,
  startWith,
  appendFields,
}: SiteFormOptions<Values>) {
  const { t, language } = useFormsTranslation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const withToken = useRecaptcha(form);
  const { state, failure, send, pretendSent } = useMailSend(mailApiUrl);
  const draft = useFormDraft(form, draftShape);
  const [started] = useState(() => startWith?.(draft.restored) ?? {});
  const resolver = useMemo(() => rules(t), [rules, t]);
  const methods = useForm<Values>({
    // On input, and on leaving a field typed in (checkOnBlur); never for leaving an untouched field: its error
    // would push the send button away from a click already under way, and the click would be lost.
    mode: "onChange",
    resolver,
    shouldFocusError: false,
    // The draft holds only fields its shape lists, each read back with the type the shape gives it.
    defaultValues: { ...empty, ...draft.restored, ...started } as DefaultValues<Values>,
  });

  const { watch, handleSubmit } = methods;
  const { save: saveDraft, clear: clearDraft } = draft;
  useEffect(() => {
    const subscription = watch((values) => saveDraft(values));
    return () => subscription.unsubscribe();
  }, [watch, saveDraft]);

  const submit = useSingleSubmit(
    handleSubmit(async (values) => {
      if (isBot(values)) {
        clearDraft();
        return pretendSent();
      }
      const sent = await send(() => {
        const body = new FormData();
        body.append("form", form);
        body.append("language", language);
        appendFields(body, values, { t, language });
        return withToken(body);
      });
      if (sent) clearDraft();
    }, focusFirstError),
  );

  // The error of the field just left, announced once (the form's status line).
  const [announcement, setAnnouncement] = useState("");
  const checkOnBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name as Path<Values> | undefined;
    if (!name || !methods.getFieldState(name).isDirty) return;
    void methods.trigger(name).then(() => setAnnouncement(methods.getFieldState(name).error?.message ?? ""));
  };

  return {
    methods,
    formRef,
    checkOnBlur,
    announcement,
    /** The id of a field, unique on the page (the modal and the page's form may both be there). */
    fieldId: (name: string) => `${id}-${name}`,
    state,
    failure: state === "failed" ? failure : null,
    sending: state === "sending",
    submit,
    t,
    language,
  };
}

export type SiteFormState<Values extends SiteFormValues> = ReturnType<typeof useSiteForm<Values>>;
