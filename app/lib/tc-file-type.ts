/**
 * Which kind of file a transfer certificate is (spec section 5): taken from
 * the response's content type (pdf or image); when that says neither, from
 * the stored path's extension (pdf, jpg, jpeg, png); anything else is refused.
 * The spec saves every image as tc.jpg, so there are only two kinds.
 */
export type CertificateKind = "pdf" | "jpg";

const extensions: Record<string, CertificateKind> = { pdf: "pdf", jpg: "jpg", jpeg: "jpg", png: "jpg" };

/** The media type alone, lower case: `Image/PNG; charset=x` → `image/png`. */
function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

function kindFromContentType(contentType: string | null | undefined): CertificateKind | undefined {
  const type = mediaType(contentType);
  if (type === "application/pdf") return "pdf";
  // "pdf or image": any image type is saved as tc.jpg, as the spec names the file.
  if (/^image\/[a-z0-9.+-]+$/.test(type)) return "jpg";
  return undefined;
}

function kindFromPath(path: string): CertificateKind | undefined {
  const name = path.split(/[?#]/)[0].split("/").pop() ?? "";
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  // hasOwn: "constructor" and friends are not extensions.
  return Object.hasOwn(extensions, extension) ? extensions[extension] : undefined;
}

/** The kind of the certificate file, or undefined for 'Unsupported file type received'. */
export function certificateKind(contentType: string | null | undefined, path: string): CertificateKind | undefined {
  return kindFromContentType(contentType) ?? kindFromPath(path);
}

/** The name the file is saved under: tc.pdf or tc.jpg. */
export function certificateFileName(kind: CertificateKind): string {
  return `tc.${kind}`;
}

/** The Content-Type a saved certificate is sent with: its own when that named an image, else the kind's usual one. */
export function certificateContentType(kind: CertificateKind, contentType: string | null | undefined): string {
  if (kind === "pdf") return "application/pdf";
  return kindFromContentType(contentType) === "jpg" ? mediaType(contentType) : "image/jpeg";
}
