import type { Context } from "hono";
import type { z } from "zod";

/** A 400 whose `fields` name each field at fault in plain words, for the form to show beside it. */
export function invalid(c: Context, error: z.ZodError): Response {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    fields[key] ??= issue.message;
  }
  return c.json({ error: { code: "invalid", message: "Some fields need attention.", fields } }, 400);
}

/** The JSON body, or undefined when it is not JSON (answered like any invalid field). */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
