import type { Context } from "hono";
import type { z } from "zod";
import { fieldErrorsOf } from "#domain/form-errors";

/** A 400 whose `fields` name each field at fault in plain words, for the form to show beside it. */
export function invalid(c: Context, error: z.ZodError): Response {
  return c.json(
    { error: { code: "invalid", message: "Some fields need attention.", fields: fieldErrorsOf(error) } },
    400,
  );
}

/** The JSON body, or undefined when it is not JSON (answered like any invalid field). */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
