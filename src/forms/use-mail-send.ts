import { useCallback, useRef, useState, type FormEvent } from "react";
import { MailSendError, sendMail, type SendFailure, type SendState } from "./mail-sender";
import { IdempotencyKeys } from "./idempotency-key";
import { RECAPTCHA_NOT_LOADED, RECAPTCHA_TIMED_OUT } from "./recaptcha";

export type FailureReason = SendFailure | "recaptcha" | "recaptchaTimeout";

function reason(error: unknown): FailureReason {
  if (error instanceof MailSendError) return error.kind;
  if (error instanceof Error && error.message === RECAPTCHA_NOT_LOADED) return "recaptcha";
  if (error instanceof Error && error.message === RECAPTCHA_TIMED_OUT) return "recaptchaTimeout";
  return "network";
}

/**
 * Sending a form: idle → sending → sent | failed. A send while one is under way is ignored, so a double
 * click sends once; a failure keeps the form (the caller's values are untouched) and can be retried, with
 * the first try's Idempotency-Key while the content is unchanged. `send` resolves to whether it was sent.
 */
export function useMailSend(mailApiUrl: string) {
  const [state, setState] = useState<SendState>("idle");
  const [failure, setFailure] = useState<FailureReason | null>(null);
  const busy = useRef(false);
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= new IdempotencyKeys();

  const send = useCallback(
    async (buildBody: () => Promise<FormData>) => {
      if (busy.current) return false;
      busy.current = true;
      setState("sending");
      setFailure(null);
      const idempotency = keys.current as IdempotencyKeys;
      try {
        const body = await buildBody();
        await sendMail(mailApiUrl, body, { idempotencyKey: idempotency.keyFor(body) });
        idempotency.delivered();
        setState("sent");
        return true;
      } catch (error) {
        setFailure(reason(error));
        setState("failed");
        return false;
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
