import { describe, expect, it } from "vitest";
import { HeavySaves } from "./heavy-saves";

describe("HeavySaves", () => {
  it("runs one person's large saves one at a time, each starting a gap after the one before ended", async () => {
    const saves = new HeavySaves(60, 3);
    const log: Array<[string, number]> = [];
    const work = (name: string) => async () => {
      log.push([`${name} start`, performance.now()]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push([`${name} end`, performance.now()]);
      return name;
    };
    const results = await Promise.all([saves.inTurn("a", work("first")), saves.inTurn("a", work("second"))]);
    expect(results).toEqual([{ value: "first" }, { value: "second" }]);
    expect(log.map(([what]) => what)).toEqual(["first start", "first end", "second start", "second end"]);
    // Timers never fire early by more than a rounding millisecond.
    expect(log[2][1] - log[1][1]).toBeGreaterThanOrEqual(58);
  });

  it("holds no one else's save, and refuses a person's saves beyond those allowed to wait", async () => {
    const saves = new HeavySaves(1000, 2);
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = saves.inTurn("a", () => blocked.then(() => "a1"));
    const second = saves.inTurn("a", async () => "a2");
    // A third of "a" while two wait: refused at once, its body not kept.
    expect(await saves.inTurn("a", async () => "a3")).toBeUndefined();
    // Another person goes straight in.
    expect(await saves.inTurn("b", async () => "b1")).toEqual({ value: "b1" });
    release();
    expect(await first).toEqual({ value: "a1" });
    expect(await second).toEqual({ value: "a2" });
  });
});
