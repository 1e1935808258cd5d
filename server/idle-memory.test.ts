import v8 from "node:v8";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idleMemoryReducer, reducingCollection } from "./idle-memory";

describe("idleMemoryReducer", () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  /** Moves both the timers and the reducer's clock. */
  const wait = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };

  it("collects once start-up is quiet, then again only after a long quiet spell", () => {
    const collect = vi.fn();
    const reducer = idleMemoryReducer(collect, { firstIdleMs: 5_000, idleMs: 60_000, now });
    // Start-up's own requests (a probe, the first pages) put the first collection off.
    wait(3_000);
    reducer.activity();
    wait(4_999);
    expect(collect).not.toHaveBeenCalled();
    wait(1);
    expect(collect).toHaveBeenCalledTimes(1);
    // Quiet on: nothing more to hand back, and no timer left.
    wait(600_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    // A request every 30 s for ten minutes: never quiet long enough.
    for (let step = 0; step < 20; step += 1) {
      reducer.activity();
      wait(30_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    // A minute after the last one.
    wait(29_999);
    expect(collect).toHaveBeenCalledTimes(1);
    wait(1);
    expect(collect).toHaveBeenCalledTimes(2);
    reducer.stop();
  });

  it("sets one timer however many requests come", () => {
    const reducer = idleMemoryReducer(vi.fn(), { firstIdleMs: 5_000, idleMs: 60_000, now });
    for (let index = 0; index < 1_000; index += 1) reducer.activity();
    expect(vi.getTimerCount()).toBe(1);
    reducer.stop();
  });

  it("does nothing after stop(), and nothing at all without a collection", () => {
    const collect = vi.fn();
    const reducer = idleMemoryReducer(collect, { idleMs: 5_000, now });
    reducer.stop();
    reducer.activity();
    wait(10_000);
    expect(collect).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    const without = idleMemoryReducer(undefined, { idleMs: 5_000, now });
    without.activity();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("reducingCollection", () => {
  it("hands back the young generation's room, and adds no gc() to this process", () => {
    const collect = reducingCollection();
    expect(collect).toBeTypeOf("function");
    expect(Reflect.has(globalThis, "gc")).toBe(false);
    // Objects that die young, enough to grow the young generation past its smallest.
    let kept: object[] = [];
    for (let index = 0; index < 300_000; index += 1) {
      kept.push({ index, text: `item ${index}` });
      if (kept.length > 20_000) kept = [];
    }
    const youngRoom = () =>
      v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
    const before = youngRoom();
    collect?.();
    expect(youngRoom()).toBeLessThan(before);
  });
});
