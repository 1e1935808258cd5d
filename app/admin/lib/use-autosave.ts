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

/** The named fields' values in `data`, as the browser sends them (files left out). */
export function fieldValues(data: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The form's values of the named fields, as the browser would send them. */
export function serialise(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  return fieldValues(new FormData(form), names);
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
  /** The next form drawn holds the browser's copy, not what is saved: it is sent, not taken as saved. */
  const restoring = useRef(false);
  const [pending, setPending] = useState<Backup | undefined>(undefined);
  const submit = fetcher.submit;

  // After every render: a form drawn anew (another item, a button's answer with the server's values)
  // starts from what it shows, and a copy from an earlier visit that never reached the server is
  // offered. The same form under a new address (a "New" form whose first autosave made the item)
  // keeps what it has sent, so what was typed since still goes out; so does a form drawn with the
  // browser's copy (`settle(true)`).
  useEffect(() => {
    const shown = form.current;
    if (!shown || shown === watched.current) return;
    watched.current = shown;
    if (restoring.current) {
      restoring.current = false;
      return;
    }
    last.current = JSON.stringify(serialise(shown, fields));
    try {
      const stored = window.localStorage.getItem(storageKey);
      const backup = stored ? (JSON.parse(stored) as Backup) : undefined;
      if (backup && JSON.stringify(backup.values) !== last.current) setPending(backup);
      else window.localStorage.removeItem(storageKey);
    } catch {
      // Storage may be off (private mode); the autosave still works.
    }
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const shown = form.current;
      if (!shown) return;
      const current = serialise(shown, fields);
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
    /**
     * The copy is used (`used`: its values go into the form, and are sent) or dropped: either way it is
     * no longer offered.
     */
    settle: (used = false) => {
      restoring.current = used;
      setPending(undefined);
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        // As above.
      }
    },
  };
}
