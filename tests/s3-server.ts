import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StoreSettings } from "#content/storage/s3-client";

/**
 * A real S3-compatible server for tests: s3rver in this process, on a free port of 127.0.0.1,
 * keeping its objects in a temporary folder. Never a mock: the store's requests go over HTTP
 * through the AWS SDK as they would to a bucket of R2, B2, MinIO or AWS.
 */
export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The settings of a store on this server's bucket below `prefix` (e.g. `site/`, or ""). */
  settings(prefix?: string): S3StoreSettings;
  /** The environment that makes loadConfig choose this bucket (STORAGE_URL and the rest). */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
};

/** s3rver accepts any key pair that is signed consistently; these are its documented ones. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3Server(bucket = "school-files"): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    settings: (prefix = "") => ({ bucket, prefix, endpoint, region: "us-east-1", forcePathStyle: true, credentials }),
    env: (prefix = "") => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
