import { describe, expect, it, vi } from "vitest";
import type { CertificateAnswer } from "#server/operations/site-content";
import { type ApiCall, fileUrl, tcPath } from "./api-client";
import { tcErrorMessage } from "./tc-messages";
import {
  certificateAttachment,
  fieldsFromForm,
  filledFields,
  requestCertificate,
  requestCertificateOnServer,
} from "./tc-request";

const fields = { admission: " SVPS/2019/0147 ", name: "Aarav  Sharma " };

/** A fake API: the look-up answers `lookup`, the file fetch answers `file`. */
function api(lookup: Response | Error, file?: Response | Error) {
  return vi.fn<ApiCall>(async (path) => {
    const answer = path === tcPath("demo") ? lookup : file;
    if (!answer) throw new Error(`unexpected call to ${path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const pdf = () => new Response("%PDF-1.4", { headers: { "Content-Type": "application/pdf" } });

async function messageOf(call: ApiCall) {
  const result = await requestCertificate(call, "demo", fields);
  if (result.ok) throw new Error("expected a failure");
  return tcErrorMessage(result.failure);
}

describe("filledFields and fieldsFromForm", () => {
  it("trims both, and refuses either empty or only spaces", () => {
    expect(filledFields(fields)).toEqual({ admission: "SVPS/2019/0147", name: "Aarav  Sharma" });
    expect(filledFields({ admission: "  ", name: "x" })).toBeUndefined();
    expect(filledFields({ admission: "x", name: "\t\n" })).toBeUndefined();
    expect(filledFields({ admission: "", name: "" })).toBeUndefined();
  });

  it("reads the form's two inputs, missing ones as empty", () => {
    const form = new FormData();
    form.set("admission", "A-1");
    expect(fieldsFromForm(form)).toEqual({ admission: "A-1", name: "" });
  });
});

describe("requestCertificate", () => {
  it("posts the trimmed fields as JSON, fetches the returned path and answers the file unread", async () => {
    const call = api(Response.json({ data: "tc/abc.pdf" }), pdf());
    const result = await requestCertificate(call, "demo", fields);
    expect(call).toHaveBeenNthCalledWith(1, tcPath("demo"), {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ admission: "SVPS/2019/0147", name: "Aarav  Sharma" }),
    });
    expect(call).toHaveBeenNthCalledWith(2, fileUrl("tc/abc.pdf"));
    expect(result.ok && result.kind).toBe("pdf");
    expect(result.ok && result.fileName).toBe("tc.pdf");
    expect(result.ok && (await result.response.text())).toBe("%PDF-1.4");
  });

  it("saves an image as tc.jpg", async () => {
    const image = new Response("x", { headers: { "Content-Type": "image/png" } });
    const result = await requestCertificate(api(Response.json({ data: "tc/abc.png" }), image), "demo", fields);
    expect(result.ok && result.fileName).toBe("tc.jpg");
  });

  it("makes no call when a field is empty", async () => {
    const call = api(new Error("no call expected"));
    const result = await requestCertificate(call, "demo", { admission: " ", name: "Aarav" });
    expect(result).toEqual({ ok: false, failure: { kind: "empty-fields" } });
    expect(call).not.toHaveBeenCalled();
  });

  it.each([
    ["null data", Response.json({ data: null })],
    ["no data field", Response.json({})],
    ["data that is not a string", Response.json({ data: 5 })],
    ["an empty path", Response.json({ data: "" })],
    ["a path climbing out", Response.json({ data: "../school/demo" })],
    ["an absolute path", Response.json({ data: "/etc/passwd" })],
    ["a body that is not JSON", new Response("<html>")],
  ])("'Invalid response from the server.' for %s", async (_case, lookup) => {
    const call = api(lookup);
    expect(await messageOf(call)).toBe("Invalid response from the server.");
    expect(call).toHaveBeenCalledTimes(1);
  });

  it.each([404, 500, 403])("'Failed to fetch the file. Status: %i'", async (status) => {
    const file = new Response("no", { status });
    expect(await messageOf(api(Response.json({ data: "tc/a.pdf" }), file))).toBe(
      `Failed to fetch the file. Status: ${status}`,
    );
  });

  it("'Unsupported file type received' when neither type nor extension fits", async () => {
    const file = new Response("x", { headers: { "Content-Type": "application/octet-stream" } });
    expect(await messageOf(api(Response.json({ data: "tc/a.docx" }), file))).toBe("Unsupported file type received");
  });

  it("falls back to the extension when the content type says neither", async () => {
    const file = new Response("x", { headers: { "Content-Type": "application/octet-stream" } });
    const result = await requestCertificate(api(Response.json({ data: "tc/a.JPEG" }), file), "demo", fields);
    expect(result.ok && result.fileName).toBe("tc.jpg");
  });

  it("a 429 says when to try again, from Retry-After", async () => {
    const limited = Response.json(
      { error: { message: "slow down" } },
      { status: 429, headers: { "Retry-After": "600" } },
    );
    expect(await messageOf(api(limited))).toBe("Too many attempts. Please try again in 10 minutes.");
  });

  it("another API failure shows its own message, else the generic one", async () => {
    const own = Response.json({ error: { code: "internal_error", message: "Try later, please." } }, { status: 500 });
    expect(await messageOf(api(own))).toBe("Try later, please.");
    expect(await messageOf(api(new Response("", { status: 502 })))).toBe(
      "Failed to process your request. Please try again later.",
    );
  });

  it.each([
    ["the look-up", api(new TypeError("Failed to fetch"))],
    ["the file fetch", api(Response.json({ data: "tc/a.pdf" }), new TypeError("Failed to fetch"))],
  ])("a network failure in %s gives the generic message", async (_case, call) => {
    expect(await messageOf(call)).toBe("Failed to process your request. Please try again later.");
  });

  it("looks up the school it is given and fetches the file the answer names", async () => {
    const call = vi.fn<ApiCall>(async (path) =>
      path === fileUrl("tc/a b.pdf") ? pdf() : Response.json({ data: "tc/a b.pdf" }),
    );
    await requestCertificate(call, "my school", fields);
    expect(call.mock.calls[0][0]).toBe(tcPath("my school"));
    expect(call.mock.calls[1][0]).toBe(fileUrl("tc/a b.pdf"));
  });
});

describe("requestCertificateOnServer (the no-JavaScript post)", () => {
  const file = (contentType: string, text = "%PDF-1.4") => ({
    contentType,
    size: text.length,
    body: new Response(text).body as ReadableStream<Uint8Array>,
  });
  const answering = (answer: CertificateAnswer) => vi.fn(async () => answer);
  const messageOnServer = async (answer: CertificateAnswer) => {
    const result = await requestCertificateOnServer(fields, answering(answer));
    if (result.ok) throw new Error("expected a failure");
    return tcErrorMessage(result.failure);
  };

  it("looks up the trimmed fields and answers the file with its type and length", async () => {
    const lookUp = answering({ kind: "found", path: "tc/abc.pdf", file: file("application/pdf") });
    const result = await requestCertificateOnServer(fields, lookUp);
    expect(lookUp).toHaveBeenCalledExactlyOnceWith({ admission: "SVPS/2019/0147", name: "Aarav  Sharma" });
    expect(result.ok && result.fileName).toBe("tc.pdf");
    expect(result.ok && result.response.headers.get("Content-Length")).toBe("8");
    expect(result.ok && (await result.response.text())).toBe("%PDF-1.4");
  });

  it("asks nothing when a field is empty", async () => {
    const lookUp = answering({ kind: "missed" });
    const result = await requestCertificateOnServer({ admission: " ", name: "Aarav" }, lookUp);
    expect(result).toEqual({ ok: false, failure: { kind: "empty-fields" } });
    expect(lookUp).not.toHaveBeenCalled();
  });

  it("says what the browser's calls say for the same outcome", async () => {
    expect(await messageOnServer({ kind: "missed" })).toBe("Invalid response from the server.");
    expect(await messageOnServer({ kind: "rate-limited", retryAfterSeconds: 600 })).toBe(
      "Too many attempts. Please try again in 10 minutes.",
    );
    expect(await messageOnServer({ kind: "found", path: "tc/a.pdf", file: undefined })).toBe(
      "Failed to fetch the file. Status: 404",
    );
    expect(await messageOnServer({ kind: "found", path: "../a.pdf", file: file("application/pdf") })).toBe(
      "Invalid response from the server.",
    );
    expect(await messageOnServer({ kind: "found", path: "tc/a.docx", file: file("application/octet-stream") })).toBe(
      "Unsupported file type received",
    );
    expect(await messageOnServer({ kind: "bad-request", message: "Expected a JSON body." })).toBe(
      "Expected a JSON body.",
    );
  });
});

describe("certificateAttachment", () => {
  it("streams the file as tc.pdf or tc.jpg, privately", async () => {
    const file = new Response("%PDF-1.4", { headers: { "Content-Type": "application/pdf", "Content-Length": "8" } });
    const result = await requestCertificate(api(Response.json({ data: "tc/a.pdf" }), file), "demo", fields);
    if (!result.ok) throw new Error("expected the file");
    const answer = certificateAttachment(result);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="tc.pdf"');
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Length")).toBe("8");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await answer.text()).toBe("%PDF-1.4");
  });

  it("names an image tc.jpg and keeps its image type", async () => {
    const file = new Response("png", { headers: { "Content-Type": "image/png" } });
    const result = await requestCertificate(api(Response.json({ data: "tc/a.png" }), file), "demo", fields);
    if (!result.ok) throw new Error("expected the file");
    const answer = certificateAttachment(result);
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="tc.jpg"');
    expect(answer.headers.get("Content-Type")).toBe("image/png");
  });
});
