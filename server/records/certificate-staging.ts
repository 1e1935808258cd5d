import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { FileStore } from "#content/storage/file-store";
import type { CertificateType } from "#domain/certificate-file";

/**
 * A bulk upload between its report and its confirmation (decision 0066). The report is shown
 * before anything is saved, and the person should not have to choose the files again to
 * confirm it: so the matched files wait in the store under staging/batch-<token>/ (never
 * served), named by an unguessable batch token that only the report's page knows, for a day at
 * most. Confirming reads the batch back for the same school only. The store is shared by every
 * instance, so any instance can confirm what another staged.
 */
const batchLifetimeMs = 24 * 60 * 60 * 1000;
const tokenPattern = /^[0-9a-f]{32}$/;

const manifestSchema = z.object({
  school: z.string(),
  createdAt: z.number(),
  certificates: z.array(
    z.object({
      line: z.number(),
      admission: z.string(),
      name: z.string(),
      file: z.string(),
      staged: z.string().regex(/^\d+\.(pdf|jpg|png)$/),
    }),
  ),
});

export type StagedBatch = z.infer<typeof manifestSchema>;
export type StagedCertificate = StagedBatch["certificates"][number];

export type ToStage = {
  line: number;
  admission: string;
  name: string;
  file: string;
  type: CertificateType;
  bytes: Uint8Array;
};

/** The batch's folder in the store; a staged file's key is this, `/`, its `staged` name. */
function batchFolder(token: string): string {
  return `staging/batch-${token}`;
}

// A staged batch lost to a power cut is uploaded again: its files are not flushed to the disk one by one.
const notDurable = { durable: false };

export async function stageBatch(
  files: FileStore,
  school: string,
  certificates: readonly ToStage[],
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(16).toString("hex");
  const folder = batchFolder(token);
  const staged = await Promise.all(
    certificates.map(async ({ line, admission, name, file, type, bytes }, index) => {
      const stagedName = `${index}.${type}`;
      await files.put(`${folder}/${stagedName}`, bytes, notDurable);
      return { line, admission, name, file, staged: stagedName };
    }),
  );
  // Last: a batch without its manifest is never read back, only swept.
  const manifest: StagedBatch = { school, createdAt: now, certificates: staged };
  await files.put(`${folder}/manifest.json`, new TextEncoder().encode(JSON.stringify(manifest)), notDurable);
  return token;
}

/** A staged batch of this school, or undefined (unknown token, another school's, or expired). */
export async function readBatch(
  files: FileStore,
  school: string,
  token: string,
  now = Date.now(),
): Promise<(StagedBatch & { folder: string }) | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const folder = batchFolder(token);
  const bytes = await files.get(`${folder}/manifest.json`).catch(() => null);
  if (!bytes) return undefined;
  const parsed = manifestSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
  if (!parsed.success || parsed.data.school !== school || now - parsed.data.createdAt > batchLifetimeMs)
    return undefined;
  return { ...parsed.data, folder };
}

export async function discardBatch(files: FileStore, token: string): Promise<void> {
  if (!tokenPattern.test(token)) return;
  await files.delete(batchFolder(token));
}

/**
 * Removes batches nobody confirmed within their day, and stray uploads an earlier version staged
 * (`staging/upload-*`): each by the time its newest file was written.
 */
export async function sweepBatches(files: FileStore, now = Date.now()): Promise<void> {
  const newest = new Map<string, number>();
  for (const key of await files.list("staging", { recursive: true })) {
    const name = key.split("/")[1];
    if (!name.startsWith("batch-") && !name.startsWith("upload-")) continue;
    const stat = await files.stat(key);
    if (stat) newest.set(name, Math.max(newest.get(name) ?? 0, stat.mtimeMs));
  }
  for (const [name, mtimeMs] of newest) {
    if (now - mtimeMs > batchLifetimeMs) await files.delete(`staging/${name}`);
  }
}
