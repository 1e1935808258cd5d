import { describe, expect, it } from "vitest";
import { apiErrorMessage, retryAfterSeconds, type TcFailure, tcErrorMessage } from "./tc-messages";

describe("tcErrorMessage: the texts of spec section 8", () => {
  it.each<[TcFailure, string]>([
    [{ kind: "empty-fields" }, "Please fill in all fields"],
    [{ kind: "no-data" }, "Invalid response from the server."],
    [{ kind: "file-status", status: 404 }, "Failed to fetch the file. Status: 404"],
    [{ kind: "file-status", status: 500 }, "Failed to fetch the file. Status: 500"],
    [{ kind: "unsupported-type" }, "Unsupported file type received"],
    [{ kind: "other", message: "The database is down." }, "The database is down."],
    [{ kind: "other" }, "Failed to process your request. Please try again later."],
    [{ kind: "other", message: "   " }, "Failed to process your request. Please try again later."],
  ])("%j → %s", (failure, message) => {
    expect(tcErrorMessage(failure)).toBe(message);
  });
});

describe("tcErrorMessage: too many attempts, in whole minutes rounded up", () => {
  it.each<[number | undefined, string]>([
    [900, "Too many attempts. Please try again in 15 minutes."],
    [899, "Too many attempts. Please try again in 15 minutes."],
    [61, "Too many attempts. Please try again in 2 minutes."],
    [60, "Too many attempts. Please try again in 1 minute."],
    [1, "Too many attempts. Please try again in 1 minute."],
    [0, "Too many attempts. Please try again in 1 minute."],
    [undefined, "Too many attempts. Please try again later."],
  ])("Retry-After %s s", (seconds, message) => {
    expect(tcErrorMessage({ kind: "rate-limited", retryAfterSeconds: seconds })).toBe(message);
  });
});

describe("retryAfterSeconds", () => {
  const now = Date.parse("2026-01-10T10:00:00Z");
  it.each<[string | null, number | undefined]>([
    ["840", 840],
    [" 60 ", 60],
    ["0", 0],
    ["Sat, 10 Jan 2026 10:05:00 GMT", 300],
    ["Sat, 10 Jan 2026 09:00:00 GMT", 0],
    [null, undefined],
    ["", undefined],
    ["soon", undefined],
    ["-5", undefined],
    ["1.5", undefined],
  ])("%s → %s", (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe("apiErrorMessage", () => {
  it.each<[unknown, string | undefined]>([
    [{ error: { code: "x", message: "Said so." } }, "Said so."],
    [{ error: { message: "" } }, undefined],
    [{ error: { message: 3 } }, undefined],
    [{ error: "flat" }, undefined],
    [{ data: null }, undefined],
    [null, undefined],
    ["text", undefined],
  ])("%j → %s", (body, message) => {
    expect(apiErrorMessage(body)).toBe(message);
  });
});
