import { afterEach, describe, expect, it } from "vitest";
import { resetVisitorActs, visitorSigns, whenVisitorActs } from "./visitor-acts";

afterEach(resetVisitorActs);

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("whenVisitorActs", () => {
  it("resolves at once on the server (no window)", async () => {
    expect(await settled(whenVisitorActs(undefined))).toBe(true);
  });

  it.each(visitorSigns)("waits for the first %s, and gives every later caller the same answer", async (type) => {
    const target = new EventTarget() as unknown as Window;
    const acted = whenVisitorActs(target);
    expect(await settled(acted)).toBe(false);
    target.dispatchEvent(new Event("focus"));
    expect(await settled(acted)).toBe(false);
    target.dispatchEvent(new Event(type));
    expect(await settled(acted)).toBe(true);
    expect(whenVisitorActs(target)).toBe(acted);
  });
});
