import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every error the server answers has this one shape, and never a stack trace. */
export type ErrorBody = { error: { code: string; message: string } };

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json(errorBody(code, message), status);
}
