import { useCallback, useEffect, useMemo, useState } from "react";
import {
  debouncedDraftSaver,
  FormDraft,
  sessionStorageOrNull,
  type DraftShape,
  type DraftValues,
} from "./form-draft";

/**
 * The kept draft of a form (src/forms/form-draft.ts): `restored` is what to start with (read once, when
 * the form mounts), `save` keeps values once typing pauses, `clear` forgets them after a successful send.
 * A pending save is written at once when the form unmounts (the modal closes) or the page is hidden
 * (reload, tab closed), so the last keystrokes survive too.
 */
export function useFormDraft(form: string, shape: DraftShape) {
  const [draft] = useState(() => new FormDraft(sessionStorageOrNull(), form, shape));
  const [restored] = useState<DraftValues | null>(() => draft.load());
  const saver = useMemo(() => debouncedDraftSaver(draft), [draft]);

  useEffect(() => {
    const onHide = () => saver.flush();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") saver.flush();
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      saver.flush();
    };
  }, [saver]);

  const clear = useCallback(() => {
    saver.cancel();
    draft.clear();
  }, [saver, draft]);

  return { restored, save: saver.schedule, clear };
}
