import type { S3Client } from "@aws-sdk/client-s3";
import type { StorageSettings } from "#domain/config";
import { s3Sdk } from "./s3-sdk";

/** What the S3 store needs to know (STORAGE_URL, S3_* and the AWS_* credentials; domain/config.ts). */
export type S3StoreSettings = Omit<Extract<StorageSettings, { kind: "s3" }>, "kind">;

/**
 * The client for these settings. The checksums are sent and checked only where S3 requires them:
 * Cloudflare R2 and Backblaze B2 refuse the SDK's default CRC32 on every upload.
 */
export function createS3Client(settings: S3StoreSettings): S3Client {
  return new (s3Sdk().client.S3Client)({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // An endpoint that does not answer fails in seconds (and /readyz with it), not at the OS's timeout.
    requestHandler: { connectionTimeout: 5_000 },
  });
}

type S3Error = { name?: string; $metadata?: { httpStatusCode?: number } };

export function statusOf(error: unknown): number | undefined {
  return (error as S3Error | undefined)?.$metadata?.httpStatusCode;
}

export function isNotFound(error: unknown): boolean {
  const name = (error as S3Error | undefined)?.name;
  return statusOf(error) === 404 || name === "NoSuchKey" || name === "NotFound";
}
