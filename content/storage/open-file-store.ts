import type { Config } from "#domain/config";
import { createDiskStore } from "./disk-store";
import type { FileStore } from "./file-store";
import { createS3Store } from "./s3-store";

/**
 * The file store the settings describe: DATA_DIR on disk, or the S3-compatible bucket STORAGE_URL
 * names (decisions 0072 and 0084). The server makes one at start-up and hands it on; each
 * command-line run makes its own.
 */
export function openFileStore(config: Pick<Config, "dataDir" | "storage">): FileStore {
  const { storage } = config;
  if (storage.kind === "s3") {
    const { kind: _kind, ...settings } = storage;
    return createS3Store(settings);
  }
  return createDiskStore(config.dataDir);
}

/** Where the stored files are, in words for an operator: a folder, or `s3://bucket/prefix/`. */
export function describeFileStore(config: Pick<Config, "filesDir" | "storage">): string {
  const { storage } = config;
  return storage.kind === "s3" ? `s3://${storage.bucket}/${storage.prefix}files/` : config.filesDir;
}
