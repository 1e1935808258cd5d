import { describe, expect, it } from "vitest";
import { sniffType } from "./media-type";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("a file's type, read from its first bytes", () => {
  it("knows JPEG, PNG, WebP and PDF by their signatures", () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe("jpeg");
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("png");
    expect(sniffType(text("RIFF\u0010\u0000\u0000\u0000WEBPVP8 "))).toBe("webp");
    expect(sniffType(text("%PDF-1.7\n"))).toBe("pdf");
    expect(sniffType(text("GIF89a\u0001\u0000"))).toBe("gif");
  });

  it("tells HEIC, AVIF and MP4 video apart by the ftyp box's brand", () => {
    const box = (brand: string) => new Uint8Array([0, 0, 0, 24, ...text(`ftyp${brand}`), 0, 0, 0, 0]);
    expect(sniffType(box("heic"))).toBe("heic");
    expect(sniffType(box("mif1"))).toBe("heic");
    expect(sniffType(box("avif"))).toBe("avif");
    expect(sniffType(box("isom"))).toBe("mp4");
    expect(sniffType(box("mp42"))).toBe("mp4");
    expect(sniffType(box("qt  "))).toBe("unknown");
  });

  it("does not take a RIFF that is not WebP, text, an empty file or a truncated signature", () => {
    expect(sniffType(text("RIFF\u0010\u0000\u0000\u0000WAVEfmt "))).toBe("unknown");
    expect(sniffType(text("hello, this is a text file named photo.jpg"))).toBe("unknown");
    expect(sniffType(new Uint8Array())).toBe("unknown");
    expect(sniffType(bytes(0x89, 0x50, 0x4e))).toBe("unknown");
    expect(sniffType(text("  %PDF-1.4"))).toBe("unknown");
  });
});
