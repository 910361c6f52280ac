/** What a visitor typed into a form, kept for the tab until the message is sent (docs/forms.md). */

/** How a kept field is checked when it is read back: storage may hold anything (older versions, edits). */
type DraftField = "text" | "flag" | { oneOf: readonly string[] } | { someOf: readonly string[] };

export type DraftShape = Record<string, DraftField>;
export type DraftValues = Record<string, string | boolean | string[]>;

/** The part of the Storage interface a draft needs. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const DRAFT_KEY_PREFIX = "form-draft:";

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** The session storage, or null where reading it throws (storage blocked by the browser's settings). */
export function sessionStorageOrNull(win: { sessionStorage: Storage } | undefined = globalThis.window) {
  try {
    return win?.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function accepted(field: DraftField, value: unknown): value is string | boolean | string[] {
  if (field === "text") return typeof value === "string";
  if (field === "flag") return typeof value === "boolean";
  if ("oneOf" in field) return typeof value === "string" && (value === "" || field.oneOf.includes(value));
  return (
    Array.isArray(value) && value.every((entry) => typeof entry === "string" && field.someOf.includes(entry))
  );
}

/** The fields of `values` the shape lists and that have the listed type; anything else is dropped. */
export function pickDraft(shape: DraftShape, values: unknown): DraftValues {
  const picked: DraftValues = {};
  if (typeof values !== "object" || values === null || Array.isArray(values)) return picked;
  for (const [name, field] of Object.entries(shape)) {
    const value = (values as Record<string, unknown>)[name];
    if (accepted(field, value)) picked[name] = Array.isArray(value) ? [...value] : value;
  }
  return picked;
}

function isBlank(values: DraftValues): boolean {
  return Object.values(values).every(
    (value) => value === "" || value === false || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * The draft of one form (`form` names it, e.g. "contact"). A storage that is missing, full or throws, and
 * stored text that is not a draft, never break the form: they read as no draft and writes are dropped.
 */
export class FormDraft {
  readonly key: string;

  constructor(
    private readonly storage: DraftStorage | null,
    form: string,
    private readonly shape: DraftShape,
  ) {
    this.key = `${DRAFT_KEY_PREFIX}${form}`;
  }

  /** The kept values, or null. */
  load(): DraftValues | null {
    let text: string | null;
    try {
      text = this.storage?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    const values = pickDraft(this.shape, parsed);
    return isBlank(values) ? null : values;
  }

  /** Keeps the listed fields of `values`; a form with nothing in it leaves no draft. */
  save(values: unknown): void {
    const picked = pickDraft(this.shape, values);
    if (isBlank(picked)) return this.clear();
    try {
      this.storage?.setItem(this.key, JSON.stringify(picked));
    } catch {
      // Full or blocked: the form still works, the draft is just not kept.
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key);
    } catch {
      // As in save.
    }
  }
}

/**
 * Writes the draft once typing pauses for `ms`, not on every key. `flush` writes a pending draft at once
 * (the form closes, the page unloads); `cancel` drops it (the message was sent).
 */
export function debouncedDraftSaver(draft: Pick<FormDraft, "save">, ms: number = DRAFT_SAVE_DELAY_MS) {
  let pending: { values: unknown } | null = null;
  let handle: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(handle);
    if (!pending) return;
    const { values } = pending;
    pending = null;
    draft.save(values);
  };
  return {
    schedule(values: unknown) {
      pending = { values };
      clearTimeout(handle);
      handle = setTimeout(flush, ms);
    },
    flush,
    cancel() {
      pending = null;
      clearTimeout(handle);
    },
  };
}
