import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { CertificateType } from "#domain/certificate-file";
import { type CertificateFolders, stagingRoot } from "./certificate-files";

/**
 * A bulk upload between its report and its confirmation (decision 0066). The report is shown
 * before anything is saved, and the person should not have to choose the files again to
 * confirm it: so the matched files wait in DATA_DIR/staging/<batch>/ (never served), named by
 * an unguessable batch token that only the report's page knows, for a day at most. Confirming
 * reads the batch back for the same school only. DATA_DIR is shared by every instance, so any
 * instance can confirm what another staged.
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

function batchFolder(folders: CertificateFolders, token: string): string {
  return path.join(stagingRoot(folders), `batch-${token}`);
}

export async function stageBatch(
  folders: CertificateFolders,
  school: string,
  certificates: readonly ToStage[],
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(16).toString("hex");
  const folder = batchFolder(folders, token);
  await fs.mkdir(folder, { recursive: true });
  const staged = await Promise.all(
    certificates.map(async ({ line, admission, name, file, type, bytes }, index) => {
      const stagedName = `${index}.${type}`;
      await fs.writeFile(path.join(folder, stagedName), bytes, { flag: "wx" });
      return { line, admission, name, file, staged: stagedName };
    }),
  );
  const manifest: StagedBatch = { school, createdAt: now, certificates: staged };
  await fs.writeFile(path.join(folder, "manifest.json"), JSON.stringify(manifest));
  return token;
}

/** A staged batch of this school, or undefined (unknown token, another school's, or expired). */
export async function readBatch(
  folders: CertificateFolders,
  school: string,
  token: string,
  now = Date.now(),
): Promise<(StagedBatch & { folder: string }) | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const folder = batchFolder(folders, token);
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, "manifest.json"), "utf8");
  } catch {
    return undefined;
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.school !== school || now - parsed.data.createdAt > batchLifetimeMs)
    return undefined;
  return { ...parsed.data, folder };
}

export async function discardBatch(folders: CertificateFolders, token: string): Promise<void> {
  if (!tokenPattern.test(token)) return;
  await fs.rm(batchFolder(folders, token), { recursive: true, force: true });
}

/** Removes batches nobody confirmed within their day, and stray temporary uploads. */
export async function sweepBatches(folders: CertificateFolders, now = Date.now()): Promise<void> {
  const root = stagingRoot(folders);
  let names: string[];
  try {
    names = await fs.readdir(root);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith("batch-") && !name.startsWith("upload-")) continue;
    const stat = await fs.stat(path.join(root, name)).catch(() => undefined);
    if (stat && now - stat.mtimeMs > batchLifetimeMs)
      await fs.rm(path.join(root, name), { recursive: true, force: true });
  }
}
