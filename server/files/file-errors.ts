import type { Context } from "hono";

export type FileErrorCode =
  | "not_found"
  | "bad_request"
  | "unprocessable_image"
  | "range_not_satisfiable"
  | "method_not_allowed"
  | "internal_error";

const statusOf = {
  not_found: 404,
  bad_request: 400,
  unprocessable_image: 422,
  range_not_satisfiable: 416,
  method_not_allowed: 405,
  internal_error: 500,
} as const;

/**
 * Every error is the same small JSON shape. Errors are never cached: a refusal for a
 * transfer-certificate token must not linger in a shared cache either.
 */
export function fileError(c: Context, code: FileErrorCode, message: string): Response {
  c.header("Cache-Control", "no-store");
  c.header("X-Content-Type-Options", "nosniff");
  return c.json({ error: { code, message } }, statusOf[code]);
}

/**
 * One answer for every refusal and every missing file, so a probe cannot tell
 * "forbidden" from "absent".
 */
export function notFound(c: Context): Response {
  return fileError(c, "not_found", "File not found.");
}
