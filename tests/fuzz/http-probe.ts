import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { expect } from "vitest";

type FetchCallback = Parameters<typeof serve>[0]["fetch"];

export type Reply = { status: number; headers: Record<string, string>; body: Buffer; text: string };

/** Serves an app on a free local port, as `npm start` would (the node adapter parses the request line). */
export async function listen(app: { fetch: FetchCallback }): Promise<{ port: number; close: () => Promise<void> }> {
  const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * GETs a request target exactly as given: Node's client writes `path` without
 * normalising it (no dot-segment removal, no re-encoding), so `..`, `%2e` and
 * backslashes reach the server as a hostile client would send them. Each
 * character of `target` must be 0x21–0xff; it goes on the wire as that byte.
 */
export function rawGet(port: number, target: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: target, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) headers[name] = String(value);
        resolve({ status: response.statusCode ?? 0, headers, body, text: body.toString("utf8") });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Headers that differ on every answer by design; everything else must not. */
const perRequest = new Set(["date", "x-request-id", "connection", "keep-alive"]);

export function stableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.has(name.toLowerCase())));
}

/** A stack frame ("    at fn (file:1:2)") or an exception's name and message. */
const leakPattern = /\bat [^\s]+ \(|\bat .*:\d+:\d+|\bError:|node:internal|file:\/\//;

/** No answer may show how the server failed: no 5xx, no stack, no folder of the machine. */
export function expectNoLeak(reply: { status: number; text: string }, context: string, folders: string[] = []): void {
  expect(reply.status, context).toBeLessThan(500);
  expect(reply.text, context).not.toMatch(leakPattern);
  for (const folder of [process.cwd(), ...folders]) expect(reply.text, context).not.toContain(folder);
}
