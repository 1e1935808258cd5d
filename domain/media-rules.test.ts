import { describe, expect, it } from "vitest";
import {
  displayName,
  formatBytes,
  maxDocumentBytes,
  maxPhotoBytes,
  maxVideoBytes,
  quotaRefusal,
  uploadRefusal,
} from "./media-rules";

const megabytes = (count: number) => count * 1024 * 1024;

describe("what an upload may be", () => {
  it("takes JPEG, PNG and WebP photos up to 25 MB, and refuses a bigger one by name", () => {
    for (const type of ["jpeg", "png", "webp"] as const) {
      expect(uploadRefusal("photo", "a.jpg", maxPhotoBytes, type)).toBeUndefined();
    }
    expect(uploadRefusal("photo", "Sports day.jpg", maxPhotoBytes + 1, "jpeg")).toEqual({
      reason: "size",
      message: "Sports day.jpg is 25.0 MB; a photo may be at most 25 MB.",
    });
  });

  it("names the file and says what it is when its kind is not taken", () => {
    const heic = uploadRefusal("photo", "IMG_0042.jpg", 1000, "heic");
    expect(heic?.reason).toBe("type");
    expect(heic?.message).toMatch(/^IMG_0042\.jpg is a HEIC photo/);
    expect(uploadRefusal("photo", "notes.jpg", 1000, "unknown")?.message).toBe(
      "notes.jpg is not a kind of file the site can read. Photos must be JPEG, PNG or WebP.",
    );
    expect(uploadRefusal("photo", "scan.pdf", 1000, "pdf")?.reason).toBe("type");
    expect(uploadRefusal("photo", "empty.jpg", 0, "unknown")).toEqual({
      reason: "empty",
      message: "empty.jpg is empty.",
    });
  });

  it("takes PDFs up to 20 MB for attachments and certificates, checked by their bytes", () => {
    expect(uploadRefusal("document", "circular.pdf", maxDocumentBytes, "pdf")).toBeUndefined();
    expect(uploadRefusal("document", "circular.pdf", maxDocumentBytes + 1, "pdf")?.reason).toBe("size");
    expect(uploadRefusal("document", "circular.pdf", 100, "jpeg")?.message).toBe(
      "circular.pdf is a JPEG photo, not a PDF. Attachments and certificates must be PDF files.",
    );
  });

  it("takes an MP4 video up to 60 MB for the principal's message, and nothing else as a video", () => {
    expect(uploadRefusal("video", "message.mp4", maxVideoBytes, "mp4")).toBeUndefined();
    expect(uploadRefusal("video", "message.mp4", maxVideoBytes + 1, "mp4")?.message).toBe(
      "message.mp4 is 60.0 MB; a video may be at most 60 MB.",
    );
    expect(uploadRefusal("video", "message.mov", 100, "unknown")?.message).toBe(
      "message.mov is not a kind of file the site can read. A video must be an MP4 file.",
    );
    expect(uploadRefusal("photo", "clip.jpg", 100, "mp4")?.reason).toBe("type");
  });
});

describe("the storage quota", () => {
  const quota = { usedBytes: megabytes(90), quotaBytes: megabytes(100) };
  it("lets a file in up to the last byte", () => {
    expect(quotaRefusal(quota, "a.jpg", megabytes(10))).toBeUndefined();
  });
  it("refuses one byte more, naming the file and what is left", () => {
    expect(quotaRefusal(quota, "a.jpg", megabytes(10) + 1)).toEqual({
      reason: "quota",
      message:
        "a.jpg (10.0 MB) does not fit: the school has 10 MB of its 100 MB of storage left. Remove unused photos or ask the platform's operator for more space.",
    });
  });
  it("says nothing is left when the school is already over", () => {
    expect(quotaRefusal({ usedBytes: 200, quotaBytes: 100 }, "b.png", 1)?.message).toContain("has 0 bytes of its");
  });
});

describe("names and sizes in messages", () => {
  it("shows sizes as people read them", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(megabytes(2048))).toBe("2 GB");
    expect(formatBytes(megabytes(150))).toBe("150 MB");
  });
  it("shows a file's own name, without folders or control characters", () => {
    expect(displayName("C:\\Users\\me\\IMG_1.jpg")).toBe("IMG_1.jpg");
    expect(displayName("photos/a\u0007b.jpg")).toBe("ab.jpg");
    expect(displayName("")).toBe("The file");
    expect([...displayName(`${"x".repeat(200)}.jpg`)]).toHaveLength(118);
  });
});
