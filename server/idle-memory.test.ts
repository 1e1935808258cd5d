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

  it("collects once after start-up, and again only after requests and as long without one", () => {
    const collect = vi.fn();
    const reducer = idleMemoryReducer(collect, { idleMs: 5_000, now });
    wait(4_999);
    expect(collect).not.toHaveBeenCalled();
    wait(1);
    expect(collect).toHaveBeenCalledTimes(1);
    // Idle on: nothing more to hand back, no timer left.
    wait(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    // A request every second for ten seconds: never idle long enough.
    for (let second = 0; second < 10; second += 1) {
      reducer.activity();
      wait(1_000);
    }
    expect(collect).toHaveBeenCalledTimes(1);
    // Five seconds after the last one.
    wait(3_999);
    expect(collect).toHaveBeenCalledTimes(1);
    wait(1);
    expect(collect).toHaveBeenCalledTimes(2);
    reducer.stop();
  });

  it("sets one timer however many requests come", () => {
    const reducer = idleMemoryReducer(vi.fn(), { idleMs: 5_000, now });
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
    const youngRoom = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0;
    const before = youngRoom();
    collect?.();
    expect(youngRoom()).toBeLessThan(before);
  });
});
