/** A root-level name that is the SHA-256 of its content: the URL changes whenever the bytes do. */
const hashedName = /^([0-9a-f]{64})\.[a-z0-9]+$/;

export type CachePolicy = "immutable" | "private" | "public";

const cacheControls: Record<CachePolicy, string> = {
  immutable: "public, max-age=31536000, immutable",
  // Transfer certificates are personal documents reachable by an unguessable token only.
  private: "private, no-store",
  public: "public, max-age=3600",
};

const isCertificate = (relative: string) => relative.startsWith("tc/");

/**
 * Decided on both the requested and the real (symlink-resolved) path: a certificate stays
 * private whichever way it is reached, and a URL is only immutable when it names a hashed
 * file and really lands on one.
 */
export function cachePolicy(requested: string, real: string): CachePolicy {
  if (isCertificate(requested) || isCertificate(real)) return "private";
  if (hashedName.test(requested) && hashedName.test(real)) return "immutable";
  return "public";
}

export function cacheControlFor(policy: CachePolicy): string {
  return cacheControls[policy];
}

/**
 * Strong validator: the content hash when the name carries one, otherwise size and
 * modification time, which change whenever the importer rewrites the file. Variants
 * append their key because each is a different representation of the same source.
 */
export function entityTag(realRelative: string, stat: { size: number; mtimeMs: number }, variantKey?: string): string {
  const hash = hashedName.exec(realRelative)?.[1];
  const base = hash ?? `${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}`;
  return `"${variantKey ? `${base}-${variantKey}` : base}"`;
}
