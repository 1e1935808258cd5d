import type { Config } from "#domain/config";
import { createDiskStore } from "./disk-store";
import type { FileStore } from "./file-store";

/**
 * The file store the settings describe: today always DATA_DIR on disk (decision 0072). The
 * server makes one at start-up and hands it on; each command-line run makes its own. An
 * S3-compatible store would be chosen here, from settings of its own.
 */
export function openFileStore(config: Pick<Config, "dataDir">): FileStore {
  return createDiskStore(config.dataDir);
}
