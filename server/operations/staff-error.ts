import type { z } from "zod";
import { fieldErrorsOf } from "#domain/form-errors";

export type StaffErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * A staff operation refused (server/operations/staff-*.ts): the status and plain words the admin API
 * answers, and the fields at fault. Its Hono adapter answers it as JSON (server/api/admin/staff-answer.ts);
 * the admin area's loaders and actions turn it into a form's message or an error page.
 */
export class StaffError extends Error {
  override readonly name = "StaffError";
  constructor(
    readonly status: StaffErrorStatus,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A 400 that names each field at fault in plain words. */
export function invalidInput(error: z.ZodError): StaffError {
  return new StaffError(400, "invalid", "Some fields need attention.", fieldErrorsOf(error));
}

/** One field at fault, worded for the form. */
export function invalidField(field: string, message: string): StaffError {
  return new StaffError(400, "invalid", "Some fields need attention.", { [field]: message });
}

export const notAllowed = () => new StaffError(403, "forbidden", "Your role does not allow this.");

/** A 404 in the admin API's words. */
export const notFound = (message: string) => new StaffError(404, "not_found", message);
