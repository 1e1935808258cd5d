import { unzipSync } from "fflate";
import { type CertificateType, checkCertificateFile, maxCertificateBytes } from "#domain/certificate-file";
import { cleanCertificate } from "./certificate-files";

/**
 * The files of a bulk certificate upload (issue 14): many files, or one ZIP of them, or both,
 * read into memory (decision 0066: fflate) and each checked from its bytes. A ZIP's folders,
 * its directory entries and the clutter archivers add (__MACOSX/, dot-files) are ignored.
 */
export type ReceivedFile =
  | { file: string; ok: true; type: CertificateType; bytes: Uint8Array }
  | { file: string; ok: false; reason: string };

/** At most this many files in one upload, and this many bytes unpacked. */
export const maxUploadFiles = 2000;
export const maxUnpackedBytes = 512 * 1024 * 1024;

const zipSignature = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return zipSignature.every((byte, index) => bytes[index] === byte);
}

function isClutter(name: string): boolean {
  return name.endsWith("/") || name.split("/").some((part) => part.startsWith(".") || part === "__MACOSX");
}

/** A file checked, and a picture already through the photo pipeline: what the report's batch stages is what is stored. */
async function checked(file: string, bytes: Uint8Array): Promise<ReceivedFile> {
  const result = checkCertificateFile(bytes);
  if (!result.ok) return { file, ok: false, reason: result.reason };
  const cleaned = await cleanCertificate(bytes, result.type);
  return cleaned.ok
    ? { file, ok: true, type: result.type, bytes: cleaned.bytes }
    : { file, ok: false, reason: cleaned.reason };
}

/** A file as received, before it is checked. */
type Unchecked = { file: string; bytes: Uint8Array };

/** The entries of a ZIP, or why it was refused; a ZIP that cannot be read is one refused file. */
function unpack(zipName: string, bytes: Uint8Array): Array<ReceivedFile | Unchecked> {
  const refused: ReceivedFile[] = [];
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      // Decided from the ZIP's directory before anything is inflated, so a huge entry is never unpacked.
      filter: (entry) => {
        if (isClutter(entry.name)) return false;
        if (entry.originalSize > maxCertificateBytes) {
          refused.push({ file: entry.name, ok: false, reason: "The file is larger than 20 MB." });
          return false;
        }
        declared += entry.originalSize;
        return declared <= maxUnpackedBytes;
      },
    });
  } catch {
    return [{ file: zipName, ok: false, reason: "The ZIP file cannot be read." }];
  }
  if (declared > maxUnpackedBytes)
    return [{ file: zipName, ok: false, reason: "The ZIP file unpacks to more than 512 MB." }];
  return [...refused, ...Object.entries(entries).map(([file, content]) => ({ file, bytes: content }))];
}

/** Every certificate file of an upload: plain files as they are, ZIPs unpacked; counted before any picture is re-encoded. */
export async function receiveCertificateFiles(files: readonly File[]): Promise<ReceivedFile[] | { tooMany: true }> {
  const received: Array<ReceivedFile | Unchecked> = [];
  for (const upload of files) {
    if (upload.size === 0 && upload.name === "") continue; // an empty file input
    const bytes = new Uint8Array(await upload.arrayBuffer());
    if (isZip(bytes)) received.push(...unpack(upload.name, bytes));
    else received.push({ file: upload.name, bytes });
    if (received.length > maxUploadFiles) return { tooMany: true };
  }
  const result: ReceivedFile[] = [];
  for (const entry of received) result.push("ok" in entry ? entry : await checked(entry.file, entry.bytes));
  return result;
}
