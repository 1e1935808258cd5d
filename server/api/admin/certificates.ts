import type { Context, Hono } from "hono";
import { formatBytes } from "#domain/media-rules";
import { jsonError } from "#server/api/errors";
import { routeBodyLimit } from "#server/body-limits";
import * as certificates from "#server/operations/staff-certificates";
import { maxBulkUploadBytes } from "#server/records/certificate-uploads";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";
import { jsonBody } from "./validation";

const megabyte = 1024 * 1024;

/**
 * Transfer certificates in the admin area (issue 14): the routes over
 * server/operations/staff-certificates.ts, the files as multipart form data.
 */
export function registerCertificates(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const tooLarge = (limit: string) => (c: Context) =>
    jsonError(c, 413, "payload_too_large", `The upload is larger than ${limit}.`);
  const context = (c: Context<AdminEnv>) => schoolContextOf(c, deps);

  school.get("/certificates", (c) =>
    answering(c, async () => c.json({ data: await certificates.certificates(context(c)) })),
  );
  school.post("/certificates", routeBodyLimit(21 * megabyte, tooLarge("20 MB")), (c) =>
    answering(c, async () => c.json(await certificates.addCertificate(context(c), await c.req.parseBody()), 201)),
  );
  school.put("/certificates/:id/file", routeBodyLimit(21 * megabyte, tooLarge("20 MB")), (c) =>
    answering(c, async () =>
      c.json(await certificates.replaceCertificate(context(c), c.req.param("id"), await c.req.parseBody())),
    ),
  );
  school.delete("/certificates/:id", (c) =>
    answering(c, async () => {
      await certificates.withdrawCertificate(context(c), c.req.param("id"));
      return c.body(null, 204);
    }),
  );
  // The report: nothing is saved; the matched files wait in a staged batch for the confirmation.
  school.post(
    "/certificates/bulk",
    routeBodyLimit(maxBulkUploadBytes, tooLarge(formatBytes(maxBulkUploadBytes))),
    (c) =>
      answering(c, async () =>
        c.json(await certificates.reportBulkCertificates(context(c), await c.req.parseBody({ all: true }))),
      ),
  );
  school.post("/certificates/bulk/confirm", async (c) => {
    const body = await jsonBody(c);
    return answering(c, async () => c.json(await certificates.confirmBulkCertificates(context(c), body)));
  });
}
