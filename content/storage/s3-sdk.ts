import { createRequire } from "node:module";

type S3Sdk = { client: typeof import("@aws-sdk/client-s3"); storage: typeof import("@aws-sdk/lib-storage") };

let loaded: S3Sdk | undefined;

/**
 * The AWS SDK's S3 client and uploads, loaded when an S3 store is first made rather than with this module: an
 * instance that keeps its files on disk never needs them. Imported alone they take about 35 MB of RSS; with pg
 * loaded late too, an idle server's RSS fell by 3–9 MB (decision 0112). The packages are CommonJS (their `main`, which Node's import resolves to as well), so a
 * synchronous require keeps openFileStore synchronous.
 */
export function s3Sdk(): S3Sdk {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = { client: require("@aws-sdk/client-s3"), storage: require("@aws-sdk/lib-storage") };
  }
  return loaded;
}
