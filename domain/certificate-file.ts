/**
 * What a transfer-certificate file may be (issue 14): a PDF, a JPEG or a PNG, told from its
 * first bytes, never from its name or the browser's word, and a PDF at most 20 MB. A file
 * whose bytes are none of these is refused whatever it is called.
 */
export type CertificateType = "pdf" | "jpg" | "png";

/** The largest certificate accepted, PDF or picture: a scan of a page at print quality fits well within it. */
export const maxCertificateBytes = 20 * 1024 * 1024;

const signatures: ReadonlyArray<{ type: CertificateType; bytes: readonly number[] }> = [
  // "%PDF-"
  { type: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "jpg", bytes: [0xff, 0xd8, 0xff] },
  { type: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The type the bytes start as, or undefined. */
export function sniffCertificate(head: Uint8Array): CertificateType | undefined {
  return signatures.find(
    ({ bytes }) => bytes.length <= head.length && bytes.every((byte, index) => head[index] === byte),
  )?.type;
}

/** Why a file cannot be a certificate, or its type. */
export function checkCertificateFile(
  bytes: Uint8Array,
): { ok: true; type: CertificateType } | { ok: false; reason: string } {
  if (bytes.length === 0) return { ok: false, reason: "The file is empty." };
  if (bytes.length > maxCertificateBytes) return { ok: false, reason: "The file is larger than 20 MB." };
  const type = sniffCertificate(bytes.subarray(0, 8));
  if (!type) return { ok: false, reason: "The file is not a PDF, JPEG or PNG." };
  return { ok: true, type };
}
