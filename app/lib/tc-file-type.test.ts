import { describe, expect, it } from "vitest";
import { certificateContentType, certificateFileName, certificateKind } from "./tc-file-type";

describe("certificateKind: the content type decides", () => {
  it.each([
    ["application/pdf", "tc/a.jpg", "pdf"],
    ["application/pdf; charset=binary", "tc/a", "pdf"],
    ["Application/PDF", "tc/a.png", "pdf"],
    ["image/jpeg", "tc/a.pdf", "jpg"],
    ["image/png", "tc/a", "jpg"],
    ["image/gif", "tc/a.txt", "jpg"],
    ["IMAGE/JPEG ; q=1", "tc/a", "jpg"],
    ["image/svg+xml", "tc/a", "jpg"],
  ])("%s with %s → %s", (contentType, path, kind) => {
    expect(certificateKind(contentType, path)).toBe(kind);
  });
});

describe("certificateKind: otherwise the extension decides", () => {
  it.each([
    [null, "tc/a.pdf", "pdf"],
    [undefined, "tc/a.PDF", "pdf"],
    ["", "tc/a.jpg", "jpg"],
    ["application/octet-stream", "tc/a.jpeg", "jpg"],
    ["text/plain", "tc/a.JPEG", "jpg"],
    ["text/html", "tc/a.png", "jpg"],
    ["application/x-pdf-ish", "tc/9b1c.Png", "jpg"],
    ["image/", "tc/a.pdf", "pdf"],
    ["application/pdfx", "a.jpg", "jpg"],
  ])("%s with %s → %s", (contentType, path, kind) => {
    expect(certificateKind(contentType, path)).toBe(kind);
  });
});

describe("certificateKind: anything else is unsupported", () => {
  it.each([
    [null, "tc/a.gif"],
    [null, "tc/a.webp"],
    ["application/octet-stream", "tc/a.docx"],
    ["text/html", "tc/a"],
    ["", "tc/pdf"],
    [null, "tc/.pdf"],
    [null, "tc/a.pdf/"],
    [null, ""],
    ["video/mp4", "tc/a.mp4"],
    [null, "tc/a.pdf.exe"],
    [null, "tc/a.constructor"],
  ])("%s with %s → unsupported", (contentType, path) => {
    expect(certificateKind(contentType, path)).toBeUndefined();
  });
});

describe("certificateFileName and certificateContentType", () => {
  it("saves as tc.pdf or tc.jpg", () => {
    expect(certificateFileName("pdf")).toBe("tc.pdf");
    expect(certificateFileName("jpg")).toBe("tc.jpg");
  });

  it("sends a PDF as application/pdf and an image as its own image type", () => {
    expect(certificateContentType("pdf", null)).toBe("application/pdf");
    expect(certificateContentType("pdf", "application/octet-stream")).toBe("application/pdf");
    expect(certificateContentType("jpg", "image/png; x=y")).toBe("image/png");
    expect(certificateContentType("jpg", "text/plain")).toBe("image/jpeg");
    expect(certificateContentType("jpg", null)).toBe("image/jpeg");
  });
});
