import { promisify } from "node:util";
import { inflateRaw } from "node:zlib";

/**
 * The entries of a ZIP held in memory, read from its central directory, each inflated only when
 * asked and never past the size the directory declares (issue 21, decision 0078). A ZIP's sizes
 * are whatever its maker wrote: one that declares 1 KB and inflates to 1 GB used to keep the
 * server busy for seconds. Inflation runs in Node's zlib on the libuv thread pool, so the event
 * loop only collects the chunks, and it stops as soon as an entry outgrows its declared size.
 */
export type ZipEntry = {
  name: string;
  /** The unpacked size the ZIP's directory declares; never trusted beyond being a budget. */
  declaredSize: number;
  compressedSize: number;
  method: number;
  flags: number;
  /** Where the entry's local header starts. */
  offset: number;
};

/** The ZIP's structure cannot be followed (truncated, encrypted, an unknown compression). */
export class UnreadableZip extends Error {}

/** An entry inflates to more than its declared size: the ZIP is damaged or forged. */
export class OutgrownEntry extends Error {
  constructor(readonly entry: ZipEntry) {
    super(`${entry.name} unpacks to more than its declared ${entry.declaredSize} bytes`);
  }
}

const endOfDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64End = 0x06064b50;
const directoryHeader = 0x02014b50;
const localHeader = 0x04034b50;
const unset32 = 0xffffffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function need(condition: boolean): void {
  if (!condition) throw new UnreadableZip("The ZIP file cannot be read.");
}

/** Every entry the directory lists, in its order; folders included (their names end in "/"). */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const data = view(bytes);
  // The end record is the last 22 bytes, before a comment of at most 65,535 bytes.
  let end = bytes.length - 22;
  const earliest = Math.max(0, end - 0xffff);
  while (end >= earliest && data.getUint32(end, true) !== endOfDirectory) end -= 1;
  need(end >= earliest);
  let count = data.getUint16(end + 10, true);
  let position = data.getUint32(end + 16, true);
  if ((count === 0xffff || position === unset32) && end >= 20 && data.getUint32(end - 20, true) === zip64Locator) {
    const record = Number(data.getBigUint64(end - 12, true));
    need(record + 56 <= bytes.length && data.getUint32(record, true) === zip64End);
    count = Number(data.getBigUint64(record + 32, true));
    position = Number(data.getBigUint64(record + 48, true));
  }
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    need(position + 46 <= bytes.length && data.getUint32(position, true) === directoryHeader);
    const flags = data.getUint16(position + 8, true);
    const method = data.getUint16(position + 10, true);
    let compressedSize = data.getUint32(position + 20, true);
    let declaredSize = data.getUint32(position + 24, true);
    const nameLength = data.getUint16(position + 28, true);
    const extraLength = data.getUint16(position + 30, true);
    const commentLength = data.getUint16(position + 32, true);
    let offset = data.getUint32(position + 42, true);
    const nameStart = position + 46;
    need(nameStart + nameLength + extraLength <= bytes.length);
    // Bit 11: the name is UTF-8; otherwise it is read byte for byte, as fflate did.
    const name = new TextDecoder(flags & 0x800 ? "utf-8" : "latin1").decode(
      bytes.subarray(nameStart, nameStart + nameLength),
    );
    // A ZIP64 extra field holds, in this order, the sizes and offset the header left at 0xFFFFFFFF.
    let extra = nameStart + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = data.getUint16(extra, true);
      const size = data.getUint16(extra + 2, true);
      if (id === 1) {
        let field = extra + 4;
        const next = () => {
          need(field + 8 <= extra + 4 + size);
          const value = Number(data.getBigUint64(field, true));
          field += 8;
          return value;
        };
        if (declaredSize === unset32) declaredSize = next();
        if (compressedSize === unset32) compressedSize = next();
        if (offset === unset32) offset = next();
      }
      extra += 4 + size;
    }
    entries.push({ name, declaredSize, compressedSize, method, flags, offset });
    position = extraEnd + commentLength;
  }
  return entries;
}

const inflate = promisify(inflateRaw);

/** An entry's bytes; throws OutgrownEntry the moment its output passes its declared size. */
export async function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const data = view(bytes);
  need((entry.flags & 1) === 0); // encrypted
  need(entry.offset + 30 <= bytes.length && data.getUint32(entry.offset, true) === localHeader);
  const start = entry.offset + 30 + data.getUint16(entry.offset + 26, true) + data.getUint16(entry.offset + 28, true);
  need(start + entry.compressedSize <= bytes.length);
  const stored = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (stored.length > entry.declaredSize) throw new OutgrownEntry(entry);
    return stored;
  }
  need(entry.method === 8);
  try {
    // zlib stops and fails once its output passes maxOutputLength (at least 1: an empty file).
    const inflated = await inflate(stored, { maxOutputLength: Math.max(1, entry.declaredSize), chunkSize: 64 * 1024 });
    if (inflated.length > entry.declaredSize) throw new OutgrownEntry(entry);
    return new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
  } catch (error) {
    if (error instanceof OutgrownEntry) throw error;
    if ((error as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") throw new OutgrownEntry(entry);
    throw new UnreadableZip("The ZIP file cannot be read.");
  }
}
