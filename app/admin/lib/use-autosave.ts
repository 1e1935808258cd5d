import { type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ItemSummary } from "#domain/editing/editing-records";

/** How often a changed form is saved by itself. */
const everyMs = 5000;

export type Backup = { at: string; values: Record<string, string> };

type AutosaveAnswer = {
  savedAt?: string;
  standing?: { title: string; status: ItemSummary["status"]; hasChanges: boolean };
  createdId?: string;
  refusal?: { message: string; signedOut?: boolean };
};

function serialise(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * Saves the form as a draft every few seconds while it changes (issue 13), and keeps a copy of
 * what was typed in this browser until the server has it: a lost connection, a failed save or an
 * ended session loses nothing. Answers the last save's time and the copy found from an earlier
 * visit that never reached the server, if any.
 */
export function useAutosave(form: RefObject<HTMLFormElement | null>, storageKey: string, fields: readonly string[]) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const last = useRef<string | undefined>(undefined);
  const watched = useRef<HTMLFormElement | null>(null);
  const [pending, setPending] = useState<Backup | undefined>(undefined);
  const submit = fetcher.submit;

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    // A new form (another item) starts from what it shows. The same form under a new address (a
    // "New" form whose first autosave made the item) keeps what it has sent: what was typed since
    // still goes out.
    if (watched.current !== element) {
      watched.current = element;
      last.current = JSON.stringify(serialise(element, fields));
      try {
        const stored = window.localStorage.getItem(storageKey);
        const backup = stored ? (JSON.parse(stored) as Backup) : undefined;
        if (backup && JSON.stringify(backup.values) !== last.current) setPending(backup);
        else window.localStorage.removeItem(storageKey);
      } catch {
        // Storage may be off (private mode); the autosave still works.
      }
    }
    const timer = setInterval(() => {
      const current = serialise(element, fields);
      const serialised = JSON.stringify(current);
      if (serialised === last.current) return;
      last.current = serialised;
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ at: new Date().toISOString(), values: current }));
      } catch {
        // As above.
      }
      submit({ ...current, intent: "autosave" }, { method: "post" });
    }, everyMs);
    return () => clearInterval(timer);
  }, [form, storageKey, fields, submit]);

  const saved = fetcher.data?.savedAt;
  useEffect(() => {
    if (!saved) return;
    try {
      window.localStorage.removeItem(storageKey);
    } catch {
      // As above.
    }
  }, [saved, storageKey]);

  return {
    savedAt: saved,
    /** Where the item stands after the last autosave (the badge's words). */
    standing: fetcher.data?.standing,
    /** The item the first autosave of a "New" form made. */
    createdId: fetcher.data?.createdId,
    failure: fetcher.data?.refusal?.message,
    saving: fetcher.state !== "idle",
    pending,
    /** The copy is used (its values go into the form) or dropped: either way it is no longer offered. */
    settle: () => {
      setPending(undefined);
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        // As above.
      }
    },
  };
}
