import { z } from "zod";
import type { FileStore } from "#content/storage/file-store";
import type { Db } from "#database/connection";
import { findTransferCertificate } from "#database/queries/lists";
import { servedFile } from "#server/files/servable-file";
import { FailureLimiter } from "./failure-limiter";

export const tcRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  admission: z.string().trim().min(1).max(100),
});

export const tcLimits = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

export const tcBadRequestMessage =
  'Expected a JSON body {"name": "<student full name>", "admission": "<admission number>"} with both fields filled in.';

/**
 * A look-up's outcome. A miss is the same whether the number or the name was wrong, so the
 * form cannot tell a guesser which half was right.
 */
export type CertificateLookUp =
  | { kind: "found"; path: string }
  | { kind: "missed" }
  | { kind: "bad-request"; message: string }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** A certificate's file as the image service would send it. */
export type CertificateFile = { contentType: string; size: number; body: ReadableStream<Uint8Array> };

export type TransferCertificates = {
  /**
   * Looks a certificate up for `client` (its address: failed look-ups are counted per school and
   * client, decision 0051). `readRequest` gives the request's fields, read only once the attempt
   * is admitted; it may throw (a body that is not JSON), which is a bad request.
   */
  lookUp(school: string | undefined, client: string, readRequest: () => Promise<unknown>): Promise<CertificateLookUp>;
  /** The file of a found certificate, or undefined where the image service answers 404. */
  open(path: string): Promise<CertificateFile | undefined>;
};

/** The transfer-certificate look-up of spec 2.7 (decision 0088): the API's POST and /Tc's no-JavaScript post. */
export function createTransferCertificates(
  { db, files }: { db: Db; files: FileStore },
  limiter = new FailureLimiter(db, tcLimits),
): TransferCertificates {
  return {
    async lookUp(school, client, readRequest) {
      // Counted per school; a path that names no school counts under one key of its own.
      const limitKey = school ?? "-";
      // Counted as a miss before the request is read: checked and counted later, requests sent at
      // once (or with their bodies held back) would all pass the check before the first miss was
      // recorded. A match, a malformed request or a failure takes it back; only a miss keeps it.
      const admission = await limiter.admit(limitKey, client);
      if ("retryAfterSeconds" in admission) {
        return { kind: "rate-limited", retryAfterSeconds: admission.retryAfterSeconds };
      }
      let missed = false;
      try {
        let body: unknown;
        try {
          body = await readRequest();
        } catch {
          return { kind: "bad-request", message: tcBadRequestMessage };
        }
        const parsed = tcRequestSchema.safeParse(body);
        if (!parsed.success) return { kind: "bad-request", message: tcBadRequestMessage };
        const path = school
          ? await findTransferCertificate(db, school, parsed.data.admission, parsed.data.name)
          : undefined;
        if (!path) {
          missed = true;
          return { kind: "missed" };
        }
        return { kind: "found", path };
      } finally {
        if (!missed) await limiter.withdraw(limitKey, client, admission.attempt);
      }
    },

    async open(path) {
      const file = await servedFile(files, path);
      if (!file) return undefined;
      const body = files.stream(file.stat.key, { version: file.stat.version });
      return { contentType: file.contentType, size: file.stat.size, body };
    },
  };
}
