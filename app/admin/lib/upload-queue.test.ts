import { describe, expect, it } from "vitest";
import { newItems, outcomeOf, percentOf, retry, summaryOf, toStart, update } from "./upload-queue";

const batch = () =>
  newItems(
    [
      { name: "a.jpg", size: 1000 },
      { name: "b.jpg", size: 2000 },
      { name: "c.jpg", size: 0 },
    ],
    1,
  );

describe("a batch of uploads", () => {
  it("sends two at a time, oldest first", () => {
    let items = batch();
    expect(items.map((item) => [item.id, item.position])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(toStart(items).map((item) => item.name)).toEqual(["a.jpg", "b.jpg"]);
    items = update(items, 1, { state: "sending" });
    expect(toStart(items).map((item) => item.name)).toEqual(["b.jpg"]);
    items = update(items, 2, { state: "processing" });
    expect(toStart(items)).toEqual([]);
  });

  it("shows each file's own progress, full once the server has it", () => {
    const [a, , c] = update(batch(), 1, { state: "sending", sent: 250 });
    expect(percentOf(a)).toBe(25);
    expect(percentOf({ ...a, state: "processing" })).toBe(100);
    expect(percentOf(c)).toBe(0);
  });

  it("retries a failed file alone, from the start", () => {
    let items = update(batch(), 2, { state: "failed", sent: 2000, message: "b.jpg is a HEIC photo" });
    items = update(items, 1, { state: "done" });
    items = retry(items, 2);
    expect(items.map((item) => item.state)).toEqual(["done", "waiting", "waiting"]);
    expect(items[1]).toMatchObject({ sent: 0, message: undefined });
  });

  it("sums the batch up in one sentence", () => {
    let items = update(batch(), 1, { state: "done" });
    items = update(items, 3, { state: "failed" });
    expect(summaryOf(items)).toBe("1 of 3 photos uploaded, 1 failed.");
    expect(summaryOf([])).toBe("");
  });

  it("reads the server's answer: stored, already there, refused with its message, or signed out", () => {
    expect(outcomeOf(201, '{"file":{},"duplicate":false}')).toEqual({ state: "done", message: undefined });
    expect(outcomeOf(200, '{"duplicate":true}').message).toMatch(/^Already uploaded/);
    expect(outcomeOf(415, '{"error":{"code":"upload_type","message":"x.jpg is a HEIC photo"}}')).toEqual({
      state: "failed",
      message: "x.jpg is a HEIC photo",
    });
    expect(outcomeOf(502, "<html>Bad gateway</html>").message).toBe("The server answered 502. Try again.");
    expect(outcomeOf(401, "").message).toMatch(/signed out/);
  });
});
