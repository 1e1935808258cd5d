/**
 * The transfer-certificate form's messages (spec section 8), one failure kind
 * each, so the browser and the no-JavaScript post say exactly the same.
 */
import { fileFetchFailedMessage, tcStrings, tooManyAttemptsMessage } from "./strings/tc";

export type TcFailure =
  | { kind: "empty-fields" }
  | { kind: "no-data" }
  | { kind: "file-status"; status: number }
  | { kind: "unsupported-type" }
  | { kind: "rate-limited"; retryAfterSeconds: number | undefined }
  /** Any other failure: its own message when it has one meant for people. */
  | { kind: "other"; message?: string };

const errors = tcStrings.errors;

export function tcErrorMessage(failure: TcFailure): string {
  switch (failure.kind) {
    case "empty-fields":
      return errors.emptyFields;
    case "no-data":
      return errors.noData;
    case "file-status":
      return fileFetchFailedMessage(failure.status);
    case "unsupported-type":
      return errors.unsupportedType;
    case "rate-limited":
      return failure.retryAfterSeconds === undefined
        ? errors.tooManyAttemptsLater
        : tooManyAttemptsMessage(Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)));
    case "other":
      return failure.message?.trim() || errors.generic;
  }
}

/**
 * Seconds from a Retry-After header: whole seconds, or an HTTP date. Undefined
 * when absent or unreadable, so the message does not promise a time it does not know.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month; Date.parse would also take "-5" or "1.5" as dates.
  if (!/^[a-z]{3}, /i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The message inside an API error body `{error: {message}}`, if there is one. */
export function apiErrorMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== "object" || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && message.trim() ? message : undefined;
}
