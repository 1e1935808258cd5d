import { type CertificateType, checkCertificateFile, maxCertificateBytes } from "#domain/certificate-file";
import { formatBytes } from "#domain/media-rules";
import { cleanCertificate } from "./certificate-files";
import { OutgrownEntry, readZipDirectory, readZipEntry, UnreadableZip, type ZipEntry } from "./zip-entries";

/**
 * The files of a bulk certificate upload (issue 14): many files, or one ZIP of them, or both,
 * read into memory (decision 0066) and each checked from its bytes. A ZIP's folders, its
 * directory entries and the clutter archivers add (__MACOSX/, dot-files) are ignored. A ZIP is
 * unpacked off the event loop, each entry within the size its directory declares (decision 0078):
 * the first entry that inflates to more refuses the whole upload, naming it.
 */
export type ReceivedFile =
  | { file: string; ok: true; type: CertificateType; bytes: Uint8Array }
  | { file: string; ok: false; reason: string };

/**
 * At most this many files in one upload, and this many bytes unpacked from its ZIPs together
 * (decision 0078: the whole upload is held in memory, so its size is the memory it takes).
 */
export const maxUploadFiles = 2000;
export const maxUnpackedBytes = 256 * 1024 * 1024;
/** The largest bulk upload's body (its files or ZIPs, and the CSV). */
export const maxBulkUploadBytes = 200 * 1024 * 1024;

const zipSignature = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return zipSignature.every((byte, index) => bytes[index] === byte);
}

function isClutter(name: string): boolean {
  return name.endsWith("/") || name.split("/").some((part) => part.startsWith(".") || part === "__MACOSX");
}

function checked(file: string, bytes: Uint8Array): ReceivedFile {
  const result = checkCertificateFile(bytes);
  return result.ok ? { file, ok: true, type: result.type, bytes } : { file, ok: false, reason: result.reason };
}

/** The whole upload is refused: a ZIP whose entry outgrew its declared size, in plain words. */
export type RefusedUpload = { refused: string };

/** The entries of a ZIP, each checked; a ZIP that cannot be read is one refused file. */
async function unpack(
  zipName: string,
  bytes: Uint8Array,
  budget: { bytesLeft: number },
): Promise<ReceivedFile[] | RefusedUpload | { tooMany: true }> {
  const unreadable: ReceivedFile[] = [{ file: zipName, ok: false, reason: "The ZIP file cannot be read." }];
  let directory: ZipEntry[];
  try {
    directory = readZipDirectory(bytes);
  } catch (error) {
    if (error instanceof UnreadableZip) return unreadable;
    throw error;
  }
  // Decided from the ZIP's directory before anything is inflated, so a huge entry is never unpacked.
  const refused: ReceivedFile[] = [];
  const wanted: ZipEntry[] = [];
  let declared = 0;
  for (const entry of directory) {
    if (isClutter(entry.name)) continue;
    if (entry.declaredSize > maxCertificateBytes) {
      refused.push({ file: entry.name, ok: false, reason: "The file is larger than 20 MB." });
      continue;
    }
    declared += entry.declaredSize;
    wanted.push(entry);
  }
  if (declared > budget.bytesLeft)
    return [
      {
        file: zipName,
        ok: false,
        reason: `The ZIP file unpacks to more than ${formatBytes(maxUnpackedBytes)} (all ZIPs of one upload together).`,
      },
    ];
  if (refused.length + wanted.length > maxUploadFiles) return { tooMany: true };
  budget.bytesLeft -= declared;
  const received: ReceivedFile[] = [];
  for (const entry of wanted) {
    try {
      received.push(checked(entry.name, await readZipEntry(bytes, entry)));
    } catch (error) {
      if (error instanceof UnreadableZip) return unreadable;
      if (!(error instanceof OutgrownEntry)) throw error;
      return {
        refused:
          `In ${zipName}, ${entry.name} unpacks to more than the ${formatBytes(entry.declaredSize)} the ZIP says it holds: ` +
          "the ZIP file is damaged or was not made by an ordinary archiver. Make the ZIP again, or upload the files themselves.",
      };
    }
  }
  return [...refused, ...received];
}

/**
 * A picture through the photo pipeline (decision 0080), after the upload is counted: what the
 * report's batch stages is what is stored.
 */
async function cleaned(entry: ReceivedFile): Promise<ReceivedFile> {
  if (!entry.ok) return entry;
  const result = await cleanCertificate(entry.bytes, entry.type);
  return result.ok ? { ...entry, bytes: result.bytes } : { file: entry.file, ok: false, reason: result.reason };
}

/** Every certificate file of an upload: plain files as they are, ZIPs unpacked; counted before any picture is re-encoded. */
export async function receiveCertificateFiles(
  files: readonly File[],
): Promise<ReceivedFile[] | RefusedUpload | { tooMany: true }> {
  const received: ReceivedFile[] = [];
  const budget = { bytesLeft: maxUnpackedBytes };
  for (const upload of files) {
    if (upload.size === 0 && upload.name === "") continue; // an empty file input
    const bytes = new Uint8Array(await upload.arrayBuffer());
    if (!isZip(bytes)) received.push(checked(upload.name, bytes));
    else {
      const unpacked = await unpack(upload.name, bytes, budget);
      if (!Array.isArray(unpacked)) return unpacked;
      received.push(...unpacked);
    }
    if (received.length > maxUploadFiles) return { tooMany: true };
  }
  const result: ReceivedFile[] = [];
  for (const entry of received) result.push(await cleaned(entry));
  return result;
}
