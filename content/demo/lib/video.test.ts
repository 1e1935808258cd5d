import { describe, expect, it } from "vitest";
import { captionOpacity, chimeWav, clipSeconds, frameSvg, type PrincipalClip, wrapWords } from "./video";

const clip: PrincipalClip = {
  portraitSeed: "principal",
  name: "Dr. Anita Saxena",
  role: "Principal",
  captions: ["Welcome to Sunrise Valley Public School.", "Every child carries a spark.", "Rise."],
};

describe("the principal's video recipe", () => {
  it("runs two seconds per caption", () => {
    expect(clipSeconds(clip)).toBe(6);
  });

  it("wraps a caption into short lines", () => {
    expect(wrapWords("Welcome to Sunrise Valley Public School.", 28)).toEqual([
      "Welcome to Sunrise Valley",
      "Public School.",
    ]);
    expect(wrapWords("  ", 28)).toEqual([]);
  });

  it("fades each caption in and out", () => {
    expect(captionOpacity(0)).toBe(0);
    expect(captionOpacity(0.2)).toBeCloseTo(0.5);
    expect(captionOpacity(1)).toBe(1);
    expect(captionOpacity(1.8)).toBeCloseTo(0.5);
    expect(captionOpacity(2)).toBe(0);
  });

  it("draws the same frame every time, with the caption of its slot", () => {
    expect(frameSvg(clip, 30)).toBe(frameSvg(clip, 30));
    expect(frameSvg(clip, 24)).toContain("Welcome to Sunrise Valley");
    expect(frameSvg(clip, 72)).toContain("Every child carries a spark.");
    expect(frameSvg(clip, 143)).toContain("Rise.");
  });

  it("writes the chime as a mono 16-bit WAV as long as the clip", () => {
    const wav = chimeWav(clip);
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(40)).toBe(6 * 44_100 * 2);
    expect(chimeWav(clip).equals(wav)).toBe(true);
  });
});
