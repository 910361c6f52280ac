import { useCallback, useRef, useState, type FormEvent } from "react";
import { MailSendError, sendMail, type SendFailure, type SendState } from "../../forms/mail-sender";
import { RECAPTCHA_NOT_LOADED } from "../../forms/recaptcha";

export type FailureReason = SendFailure | "recaptcha";

function reason(error: unknown): FailureReason {
  if (error instanceof MailSendError) return error.kind;
  if (error instanceof Error && error.message === RECAPTCHA_NOT_LOADED) return "recaptcha";
  return "network";
}

/**
 * Sending a form: idle → sending → sent | failed. A send while one is under way is ignored, so a double
 * click sends once; a failure keeps the form (the caller's values are untouched) and can be retried.
 */
export function useMailSend(mailApiUrl: string) {
  const [state, setState] = useState<SendState>("idle");
  const [failure, setFailure] = useState<FailureReason | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (buildBody: () => Promise<FormData>) => {
      if (busy.current) return;
      busy.current = true;
      setState("sending");
      setFailure(null);
      try {
        await sendMail(mailApiUrl, await buildBody());
        setState("sent");
      } catch (error) {
        setFailure(reason(error));
        setState("failed");
      } finally {
        busy.current = false;
      }
    },
    [mailApiUrl],
  );

  /** A bot filled the honeypot: behave as if sent, send nothing. */
  const pretendSent = useCallback(() => setState("sent"), []);

  return { state, failure, send, pretendSent };
}

/**
 * Wraps a form's submit handler so a submit while the previous one is still validating or sending is
 * dropped: the first of two quick clicks wins.
 */
export function useSingleSubmit(submit: (event?: FormEvent) => Promise<void>) {
  const inFlight = useRef(false);
  return useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      void submit(event).finally(() => {
        inFlight.current = false;
      });
    },
    [submit],
  );
}
