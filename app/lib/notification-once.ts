/**
 * The home popup opens by itself once per browser session, not on every
 * return to Home. What was shown is remembered as the notifications' ids, so
 * a new notification published mid-session still gets its one showing.
 */
export const notificationSeenKey = "notifications-seen";

/** The part of sessionStorage this needs; it may throw (storage disabled, quota, privacy modes). */
export type SeenStore = Pick<Storage, "getItem" | "setItem">;

export function notificationSignature(ids: readonly string[]): string {
  return [...ids].sort().join(",");
}

export function shouldOpenNotifications(ids: readonly string[], store: SeenStore): boolean {
  if (ids.length === 0) return false;
  return readSafely(store) !== notificationSignature(ids);
}

export function markNotificationsSeen(ids: readonly string[], store: SeenStore): void {
  try {
    store.setItem(notificationSeenKey, notificationSignature(ids));
  } catch {
    // Nowhere to remember it: the worst case is the popup showing again, never an error.
  }
}

function readSafely(store: SeenStore): string | null {
  try {
    return store.getItem(notificationSeenKey);
  } catch {
    return null;
  }
}

/**
 * sessionStorage when the browser allows it, else a store that lasts as long
 * as the page does (client-side navigation back to Home still finds it).
 */
export function sessionSeenStore(): SeenStore {
  try {
    const store = window.sessionStorage;
    store.getItem(notificationSeenKey);
    return store;
  } catch {
    return memoryStore;
  }
}

const memory = new Map<string, string>();
const memoryStore: SeenStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => {
    memory.set(key, value);
  },
};
