/**
 * The state of a batch of uploads (issue 14), as pure functions the uploader component calls:
 * which files to send next, how far each is, and what the batch says aloud. Each file is sent
 * in a request of its own, so each has its own bar and a failed one is retried alone.
 */

export type UploadState = "waiting" | "sending" | "processing" | "done" | "failed";

export type UploadItem = {
  id: number;
  /** Its place in the batch it was picked in (0 first): a hero slide's slot follows from it. */
  position: number;
  name: string;
  size: number;
  state: UploadState;
  /** Bytes sent so far. */
  sent: number;
  /** Why it failed, or what happened ("already uploaded"). */
  message?: string;
};

/** Two at a time: the upload link is the narrow part, and the server resizes one photo at a time anyway. */
export const parallelUploads = 2;

export function newItems(files: ReadonlyArray<{ name: string; size: number }>, firstId: number): UploadItem[] {
  return files.map((file, index) => ({
    id: firstId + index,
    position: index,
    name: file.name,
    size: file.size,
    state: "waiting",
    sent: 0,
  }));
}

/** The waiting files to start now, oldest first, so that at most `limit` are on their way. */
export function toStart(items: readonly UploadItem[], limit = parallelUploads): UploadItem[] {
  const busy = items.filter((item) => item.state === "sending" || item.state === "processing").length;
  return items.filter((item) => item.state === "waiting").slice(0, Math.max(0, limit - busy));
}

export function update(items: readonly UploadItem[], id: number, change: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

/** A failed file goes back to the queue, from nothing sent. */
export function retry(items: readonly UploadItem[], id: number): UploadItem[] {
  return update(items, id, { state: "waiting", sent: 0, message: undefined });
}

/** How far a file is, 0–100: its bytes sent, and all the way once the server has it. */
export function percentOf(item: UploadItem): number {
  if (item.state === "done" || item.state === "processing") return 100;
  if (item.size === 0) return 0;
  return Math.min(100, Math.round((item.sent / item.size) * 100));
}

export function isSettled(items: readonly UploadItem[]): boolean {
  return items.every((item) => item.state === "done" || item.state === "failed");
}

/** One sentence for the live region: "3 of 5 photos uploaded, 1 failed." */
export function summaryOf(items: readonly UploadItem[]): string {
  if (items.length === 0) return "";
  const done = items.filter((item) => item.state === "done").length;
  const failed = items.filter((item) => item.state === "failed").length;
  const noun = items.length === 1 ? "photo" : "photos";
  const failedText = failed > 0 ? `, ${failed} failed` : "";
  return `${done} of ${items.length} ${noun} uploaded${failedText}.`;
}

/** What the server's answer to one file means for it. */
export function outcomeOf(status: number, body: string): Pick<UploadItem, "state" | "message"> {
  let parsed: { duplicate?: unknown; error?: { message?: unknown } } = {};
  try {
    parsed = JSON.parse(body);
  } catch {
    // Not JSON: a proxy's page, or nothing; the status says enough.
  }
  if (status === 200 || status === 201) {
    return {
      state: "done",
      message: parsed.duplicate === true ? "Already uploaded: added, not stored twice." : undefined,
    };
  }
  if (status === 401)
    return { state: "failed", message: "You were signed out. Sign in again in another tab, then retry." };
  const message = typeof parsed.error?.message === "string" ? parsed.error.message : undefined;
  return { state: "failed", message: message ?? `The server answered ${status}. Try again.` };
}
