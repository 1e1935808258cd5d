import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApi } from "#tests/api-fixture";
import { listen } from "#tests/fuzz/http-probe";

/**
 * The look-up must not help anyone enumerate admission numbers or names
 * (decision 0006): over real HTTP, a wrong number and a wrong name are the
 * same bytes on the wire, and the limit of ten misses holds when the misses
 * arrive all at once.
 */

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serveFixture(): Promise<{ base: string; port: number }> {
  const { app } = await createTestApi();
  const server = await listen(app);
  close = server.close;
  return { base: `http://127.0.0.1:${server.port}`, port: server.port };
}

/**
 * Opens a connection and sends a look-up with its last body byte held back, as
 * an attacker would to line many guesses up behind the rate-limit check.
 * `release` sends that byte; `status` resolves with the answer's status.
 */
function heldBackLookUp(port: number, admission: string): Promise<{ release: () => void; status: Promise<number> }> {
  const body = JSON.stringify({ admission, name: "Nobody" });
  const head = `POST /api/tc/test HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head + body.slice(0, -1));
      resolve({ release: () => socket.write(body.slice(-1)), status });
    });
    const chunks: Buffer[] = [];
    const status = new Promise<number>((done, fail) => {
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("end", () => done(Number(Buffer.concat(chunks).toString("latin1").split(" ")[1])));
      socket.on("error", fail);
    });
    socket.on("error", reject);
  });
}

function lookUp(base: string, admission: string, name: string, school = "test"): Promise<Response> {
  return fetch(`${base}/api/tc/${school}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ admission, name }),
  });
}

/** Everything a client can observe, except the headers that differ on every answer by design. */
async function observable(response: Response) {
  const headers = [...response.headers.entries()].filter(([name]) => name !== "date" && name !== "x-request-id");
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString("hex") };
}

describe("transfer-certificate enumeration", () => {
  it("answers a wrong number, a wrong name and an unknown school with identical status, headers and bytes", async () => {
    const { base } = await serveFixture();
    const wrongNumber = await observable(await lookUp(base, "SVPS/2019/0148", "Aarav Sharma"));
    const wrongName = await observable(await lookUp(base, "SVPS/2019/0147", "Aarav Sharm"));
    const bothWrong = await observable(await lookUp(base, "SVPS/2020/0001", "Nobody Here"));
    const unknownSchool = await observable(await lookUp(base, "SVPS/2019/0147", "Aarav Sharma", "other"));
    expect(wrongNumber.status).toBe(200);
    expect(Buffer.from(wrongNumber.body, "hex").toString()).toBe('{"data":null}');
    expect(wrongName).toEqual(wrongNumber);
    expect(bothWrong).toEqual(wrongNumber);
    expect(unknownSchool).toEqual(wrongNumber);
    // The comparison covers the headers a client sees, not only the body.
    expect(wrongNumber.headers.map(([name]) => name)).toEqual(
      expect.arrayContaining(["content-type", "content-length", "x-content-type-options"]),
    );
  });

  it("answers at most 10 of 50 simultaneous misses from one address, and 429 to the rest", async () => {
    const { base } = await serveFixture();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) => lookUp(base, `WRONG-${attempt}`, "Nobody")),
    );
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    // And the right answer is refused too, until the window passes.
    expect((await lookUp(base, "SVPS/2019/0147", "Aarav Sharma")).status).toBe(429);
  });

  it("holds when 50 look-ups are lined up with their bodies held back and then released together", async () => {
    const { port } = await serveFixture();
    const lookUps = await Promise.all(Array.from({ length: 50 }, (_, attempt) => heldBackLookUp(port, `W-${attempt}`)));
    // Every request is now past its headers and waiting for its body, i.e. past the limiter's first check.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const lookUp of lookUps) lookUp.release();
    const statuses = await Promise.all(lookUps.map((lookUp) => lookUp.status));
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
  });

  it("still answers 10 misses and then matches for a client that never goes over the limit", async () => {
    const { base } = await serveFixture();
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, attempt) => lookUp(base, `WRONG-${attempt}`, "Nobody")),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(9).fill(200));
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    const found = await lookUp(base, "SVPS/2019/0147", "Aarav Sharma");
    expect(await found.json()).toEqual({ data: `tc/${"e".repeat(32)}.pdf` });
  });
});
