import { describe, expect, it } from "vitest";
import { SizedLru } from "./sized-lru";

const value = (size: number) => ({ bytes: new Uint8Array(size) });

describe("SizedLru", () => {
  it("keeps at most its total size, dropping the least recently used first", () => {
    const lru = new SizedLru(100, 60, (v: { bytes: Uint8Array }) => v.bytes.byteLength);
    lru.set("a", value(40));
    lru.set("b", value(40));
    expect(lru.get("a")).toBeDefined(); // a is now the most recent
    lru.set("c", value(40));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.totalBytes).toBe(80);
  });

  it("refuses a value larger than one entry may be, and counts a replaced value once", () => {
    const lru = new SizedLru(100, 60, (v: { bytes: Uint8Array }) => v.bytes.byteLength);
    expect(lru.set("big", value(61))).toBe(false);
    expect(lru.get("big")).toBeUndefined();
    lru.set("a", value(30));
    lru.set("a", value(50));
    expect(lru.totalBytes).toBe(50);
    lru.delete("a");
    expect(lru.totalBytes).toBe(0);
  });

  it("keeps at most maxEntries values when it has such a bound", () => {
    const lru = new SizedLru(1000, 1000, (v: { bytes: Uint8Array }) => v.bytes.byteLength, 2);
    lru.set("a", value(1));
    lru.set("b", value(1));
    lru.set("c", value(1));
    expect(lru.size).toBe(2);
    expect(lru.get("a")).toBeUndefined();
  });
});
