import type { PDFDocument } from "pdf-lib";
import type { FileStore } from "#content/storage/file-store";
import { checkPdfFacts, type PdfFacts } from "#domain/publish-checks/pdf-checks";
import type { Locator, Problem } from "#domain/publish-checks/problem";

/**
 * Reads what a PDF's catalog says about its accessibility (decision 0057):
 *
 * - tagged: `/MarkInfo << /Marked true >>` and a `/StructTreeRoot`. A file that
 *   claims to be marked but has no structure tree gives a screen reader nothing,
 *   so it counts as untagged;
 * - title: the Info dictionary's `/Title`, or else the XMP metadata's `dc:title`;
 * - language: the catalog's `/Lang`.
 *
 * Only the catalog, the Info dictionary and the metadata stream are read; pages
 * are never rendered. An encrypted file's strings are encrypted too, so it is
 * reported as unreadable rather than guessed at.
 */
type PdfLib = typeof import("pdf-lib");
let pdfLib: Promise<PdfLib> | undefined;
/** pdf-lib loads at the first PDF check, not with the server: most instances never read a PDF (decision 0086). */
const loadPdfLib = () => {
  pdfLib ??= import("pdf-lib");
  return pdfLib;
};

export async function readPdfFacts(bytes: Uint8Array): Promise<PdfFacts> {
  const lib = await loadPdfLib();
  const { PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } = lib;
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { readable: false, reason: "not-a-pdf" };
  }
  if (document.isEncrypted) return { readable: false, reason: "encrypted" };
  const catalog = document.catalog;
  const markInfo = catalog.lookupMaybe(PDFName.of("MarkInfo"), PDFDict);
  const marked = markInfo?.lookupMaybe(PDFName.of("Marked"), PDFBool)?.asBoolean() === true;
  const tagged = marked && catalog.has(PDFName.of("StructTreeRoot"));
  const language = nonBlank(catalog.lookupMaybe(PDFName.of("Lang"), PDFString, PDFHexString)?.decodeText());
  const title = nonBlank(safely(() => document.getTitle())) ?? nonBlank(xmpTitle(document, lib));
  return { readable: true, tagged, title, language };
}

/** A stored PDF; a file that is not there or cannot be read counts as not a PDF. */
export async function readStoredPdfFacts(files: FileStore, key: string): Promise<PdfFacts> {
  let bytes: Uint8Array | null;
  try {
    bytes = await files.get(key);
  } catch {
    return { readable: false, reason: "not-a-pdf" };
  }
  return bytes ? readPdfFacts(bytes) : { readable: false, reason: "not-a-pdf" };
}

/** The PDF warnings of the publish-time checks for one stored file, pointed at `locator` (the link or the attachment). */
export async function checkPdfFile(files: FileStore, key: string, locator: Locator): Promise<Problem[]> {
  return checkPdfFacts(await readStoredPdfFacts(files, key), locator);
}

function nonBlank(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, " ").trim();
  return trimmed ? trimmed : null;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The `dc:title` of the catalog's XMP metadata stream, if any: the first `rdf:li` (x-default comes first in practice). */
function xmpTitle(document: PDFDocument, { PDFName, PDFRawStream, decodePDFRawStream }: PdfLib): string | undefined {
  const stream = document.catalog.lookup(PDFName.of("Metadata"));
  if (!(stream instanceof PDFRawStream)) return undefined;
  const xml = safely(() => new TextDecoder().decode(decodePDFRawStream(stream).decode()));
  const block = xml?.match(/<dc:title\b[^>]*>([\s\S]*?)<\/dc:title>/)?.[1];
  if (block === undefined) return undefined;
  const item = block.match(/<rdf:li\b[^>]*>([\s\S]*?)<\/rdf:li>/)?.[1] ?? block;
  return decodeXmlText(item.replace(/<[^>]*>/g, ""));
}

function decodeXmlText(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}
