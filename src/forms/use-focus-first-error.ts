import { useCallback, useEffect, useRef, type RefObject } from "react";

const DEBOUNCE_MS = 16;

/**
 * After a submit with errors: scroll to the first invalid field in document order and focus it. Debounced
 * by 16 ms, so the error markup has rendered and a burst of submits scrolls once.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement>) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!field) return;
      field.scrollIntoView?.({ block: "center" });
      field.focus({ preventScroll: true });
    }, DEBOUNCE_MS);
  }, [form]);
}
