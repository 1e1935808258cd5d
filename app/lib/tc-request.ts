/**
 * The transfer-certificate look-up of spec 2.7, used both by the browser
 * (with fetch: POST the look-up (tcPath), then GET the file it names (fileUrl))
 * and by the /Tc action for visitors without JavaScript (with the site's
 * operations, SiteContext.content), so both give the same answers and the same
 * messages; then the file type is decided the same way.
 * Its answer is checked here by hand, not with zod: this runs in the browser.
 */
import type { TcAnswer } from "#domain/api-records";
import type { CertificateAnswer } from "#server/operations/site-content";
import { type ApiCall, fileUrl, tcPath } from "./api-client";
import { type CertificateKind, certificateContentType, certificateFileName, certificateKind } from "./tc-file-type";
import { apiErrorMessage, retryAfterSeconds, type TcFailure } from "./tc-messages";

export type TcFields = { admission: string; name: string };

export type CertificateResult =
  | { ok: true; kind: CertificateKind; fileName: string; response: Response }
  | { ok: false; failure: TcFailure };

/** Both fields trimmed, or undefined when either is empty or only spaces (spec section 5). */
export function filledFields(fields: TcFields): TcFields | undefined {
  const admission = fields.admission.trim();
  const name = fields.name.trim();
  return admission && name ? { admission, name } : undefined;
}

/** The two inputs from a submitted form; a missing one reads as empty. */
export function fieldsFromForm(form: FormData): TcFields {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { admission: text("admission"), name: text("name") };
}

/**
 * A stored path the API may answer (`tc/<token>.pdf`). Anything that could
 * climb out of the image service's folder once a URL is resolved counts as no data.
 */
function isStoredPath(value: unknown): value is NonNullable<TcAnswer["data"]> {
  if (typeof value !== "string" || value.length === 0 || value.length > 500) return false;
  if (value.startsWith("/") || value.includes("\\")) return false;
  return value.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

const fail = (failure: TcFailure): CertificateResult => ({ ok: false, failure });

async function lookUp(call: ApiCall, schoolCode: string, fields: TcFields) {
  try {
    return await call(tcPath(schoolCode), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ admission: fields.admission, name: fields.name }),
    });
  } catch {
    // A network failure's own message ("Failed to fetch") means nothing to a parent.
    return undefined;
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Looks the certificate up and fetches its file. On success the file's
 * Response is handed back unread, so the browser can save it as a Blob and
 * the server can stream it on.
 */
export async function requestCertificate(
  call: ApiCall,
  schoolCode: string,
  fields: TcFields,
): Promise<CertificateResult> {
  const filled = filledFields(fields);
  if (!filled) return fail({ kind: "empty-fields" });

  const lookup = await lookUp(call, schoolCode, filled);
  if (!lookup) return fail({ kind: "other" });
  if (lookup.status === 429) {
    return fail({ kind: "rate-limited", retryAfterSeconds: retryAfterSeconds(lookup.headers.get("Retry-After")) });
  }
  const body = await jsonOf(lookup);
  if (!lookup.ok) return fail({ kind: "other", message: apiErrorMessage(body) });
  const data = typeof body === "object" && body !== null && "data" in body ? body.data : undefined;
  if (!isStoredPath(data)) return fail({ kind: "no-data" });

  let file: Response;
  try {
    file = await call(fileUrl(data));
  } catch {
    return fail({ kind: "other" });
  }
  if (!file.ok) {
    await file.body?.cancel();
    return fail({ kind: "file-status", status: file.status });
  }
  const kind = certificateKind(file.headers.get("Content-Type"), data);
  if (!kind) {
    await file.body?.cancel();
    return fail({ kind: "unsupported-type" });
  }
  return { ok: true, kind, fileName: certificateFileName(kind), response: file };
}

/**
 * The same look-up for the /Tc action, through the site's operations (decision 0088): the same
 * outcomes as the browser's calls, the API's answers and the image service's file in the process.
 */
export async function requestCertificateOnServer(
  fields: TcFields,
  lookUp: (fields: TcFields) => Promise<CertificateAnswer>,
): Promise<CertificateResult> {
  const filled = filledFields(fields);
  if (!filled) return fail({ kind: "empty-fields" });
  const answer = await lookUp(filled);
  switch (answer.kind) {
    case "rate-limited":
      return fail({ kind: "rate-limited", retryAfterSeconds: answer.retryAfterSeconds });
    case "bad-request":
      return fail({ kind: "other", message: answer.message });
    case "missed":
      return fail({ kind: "no-data" });
    case "found":
      break;
  }
  if (!isStoredPath(answer.path)) return fail({ kind: "no-data" });
  const file = answer.file;
  // What the image service answers for a file it cannot serve.
  if (!file) return fail({ kind: "file-status", status: 404 });
  const kind = certificateKind(file.contentType, answer.path);
  if (!kind) {
    await file.body.cancel();
    return fail({ kind: "unsupported-type" });
  }
  const response = new Response(file.body, {
    headers: { "Content-Type": file.contentType, "Content-Length": String(file.size) },
  });
  return { ok: true, kind, fileName: certificateFileName(kind), response };
}

/**
 * The certificate as a download for a post without JavaScript: the file's
 * body streamed on, named tc.pdf or tc.jpg, and private like the file itself.
 */
export function certificateAttachment(result: Extract<CertificateResult, { ok: true }>): Response {
  const headers = new Headers({
    "Content-Type": certificateContentType(result.kind, result.response.headers.get("Content-Type")),
    "Content-Disposition": `attachment; filename="${result.fileName}"`,
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  });
  const length = result.response.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(result.response.body, { status: 200, headers });
}
