import { readdirSync } from "node:fs";
import path from "node:path";
import { PDFBool, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { createDiskStore } from "#content/storage/disk-store";
import { checkPdfFile, readPdfFacts } from "./pdf-accessibility";

/** A one-page PDF made with pdf-lib, with the accessibility entries the options ask for. */
async function makePdf(options: {
  title?: string;
  lang?: string;
  marked?: boolean;
  structTree?: boolean;
  xmpTitle?: string;
}) {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage([200, 200]).drawText("Winter break", { x: 20, y: 100, size: 12 });
  if (options.title !== undefined) document.setTitle(options.title);
  if (options.lang !== undefined) document.setLanguage(options.lang);
  const catalog = document.catalog;
  if (options.marked !== undefined) {
    catalog.set(
      PDFName.of("MarkInfo"),
      document.context.obj({ Marked: options.marked ? PDFBool.True : PDFBool.False }),
    );
  }
  if (options.structTree) {
    catalog.set(
      PDFName.of("StructTreeRoot"),
      document.context.register(document.context.obj({ Type: "StructTreeRoot" })),
    );
  }
  if (options.xmpTitle !== undefined) {
    const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${options.xmpTitle}</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
    const stream = document.context.flateStream(xmp, { Type: "Metadata", Subtype: "XML" });
    catalog.set(PDFName.of("Metadata"), document.context.register(stream));
  }
  return document.save();
}

describe("readPdfFacts", () => {
  it("a tagged PDF with a title and a language", async () => {
    const bytes = await makePdf({ title: "Winter break 2025", lang: "en-IN", marked: true, structTree: true });
    expect(await readPdfFacts(bytes)).toEqual({
      readable: true,
      tagged: true,
      title: "Winter break 2025",
      language: "en-IN",
    });
  });

  it("an untagged PDF without title or language", async () => {
    expect(await readPdfFacts(await makePdf({}))).toEqual({
      readable: true,
      tagged: false,
      title: null,
      language: null,
    });
  });

  it("Marked true without a structure tree, or Marked false, is untagged", async () => {
    expect(await readPdfFacts(await makePdf({ marked: true }))).toMatchObject({ tagged: false });
    expect(await readPdfFacts(await makePdf({ marked: false, structTree: true }))).toMatchObject({ tagged: false });
  });

  it("takes the title from the XMP metadata when the Info dictionary has none, and a blank title is none", async () => {
    expect(await readPdfFacts(await makePdf({ xmpTitle: "Fee circular &amp; dates" }))).toMatchObject({
      title: "Fee circular & dates",
    });
    expect(await readPdfFacts(await makePdf({ title: "  ", lang: "" }))).toMatchObject({ title: null, language: null });
  });

  it("an encrypted PDF is unreadable: its title and language are encrypted too", async () => {
    const encrypted = [
      "%PDF-1.4",
      "1 0 obj << /Type /Catalog /Pages 2 0 R /Lang (en) >> endobj",
      "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj",
      "3 0 obj << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> endobj",
      "trailer << /Size 4 /Root 1 0 R /Encrypt 3 0 R >>",
      "%%EOF",
    ].join("\n");
    expect(await readPdfFacts(new TextEncoder().encode(encrypted))).toEqual({ readable: false, reason: "encrypted" });
  });

  it("bytes that are not a PDF are unreadable", async () => {
    expect(await readPdfFacts(new TextEncoder().encode("<html>not a pdf</html>"))).toEqual({
      readable: false,
      reason: "not-a-pdf",
    });
  });
});

describe("checkPdfFile", () => {
  const locator = { kind: "file", file: "news/winter-break-2025.pdf" } as const;

  it("warns on the demo school's circulars: written by hand with a title, but untagged and without a language", async () => {
    const folder = path.resolve(import.meta.dirname, "../../content/demo/files/news");
    const pdfs = readdirSync(folder).filter((name) => name.endsWith(".pdf"));
    expect(pdfs.length).toBeGreaterThan(0);
    // The demo bundle's folder has a files/ of its own: a store over it reads them as stored files.
    const demo = createDiskStore(path.resolve(import.meta.dirname, "../../content/demo"));
    for (const name of pdfs) {
      const problems = await checkPdfFile(demo, `files/news/${name}`, locator);
      expect(
        problems.map((problem) => [problem.code, problem.severity]),
        name,
      ).toEqual([
        ["pdf-untagged", "warning"],
        ["pdf-no-language", "warning"],
      ]);
    }
  });

  it("a missing file is reported unreadable", async () => {
    const problems = await checkPdfFile(createDiskStore("/nonexistent"), "files/file.pdf", locator);
    expect(problems.map((problem) => problem.code)).toEqual(["pdf-unreadable"]);
  });
});
