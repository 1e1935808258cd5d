import { describe, expect, it } from "vitest";
import {
  markNotificationsSeen,
  notificationSeenKey,
  type SeenStore,
  shouldOpenNotifications,
} from "./notification-once";

function mapStore(): SeenStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

const broken: SeenStore = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("the notification popup opens once per session", () => {
  it("does not open when there is nothing to show", () => {
    expect(shouldOpenNotifications([], mapStore())).toBe(false);
  });

  it("opens the first time, then not again for the same notifications", () => {
    const store = mapStore();
    expect(shouldOpenNotifications(["a", "b"], store)).toBe(true);
    markNotificationsSeen(["a", "b"], store);
    expect(shouldOpenNotifications(["a", "b"], store)).toBe(false);
    expect(shouldOpenNotifications(["b", "a"], store)).toBe(false);
    expect(store.data.has(notificationSeenKey)).toBe(true);
  });

  it("opens again when a new notification appears", () => {
    const store = mapStore();
    markNotificationsSeen(["a"], store);
    expect(shouldOpenNotifications(["a", "c"], store)).toBe(true);
  });

  it("still opens, and never throws, when storage is unusable", () => {
    expect(shouldOpenNotifications(["a"], broken)).toBe(true);
    expect(() => markNotificationsSeen(["a"], broken)).not.toThrow();
  });
});
