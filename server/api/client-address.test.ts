import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressBehindProxies, clientAddress } from "./client-address";

const visitor = "203.0.113.9";
const proxy = "10.0.0.2";
const outerProxy = "198.51.100.7";
const forged = "192.0.2.66";

describe("addressBehindProxies", () => {
  describe("no proxy (TRUST_PROXY=false or 0)", () => {
    it("is the socket's address, whatever X-Forwarded-For says", () => {
      expect(addressBehindProxies(undefined, visitor, 0)).toBe(visitor);
      expect(addressBehindProxies(forged, visitor, 0)).toBe(visitor);
      expect(addressBehindProxies(`${forged}, ${outerProxy}`, visitor, 0)).toBe(visitor);
    });
  });

  describe("one proxy (TRUST_PROXY=1 or true)", () => {
    it("is the address the proxy added: the header's last entry", () => {
      expect(addressBehindProxies(visitor, proxy, 1)).toBe(visitor);
    });

    it("ignores what the client wrote in its own X-Forwarded-For", () => {
      // nginx's $proxy_add_x_forwarded_for keeps the client's header and appends the address it saw.
      expect(addressBehindProxies(`${forged}, ${visitor}`, proxy, 1)).toBe(visitor);
      expect(addressBehindProxies(`${forged},${forged}, ${visitor}`, proxy, 1)).toBe(visitor);
    });

    it("is the socket's address when the proxy added no header", () => {
      expect(addressBehindProxies(undefined, proxy, 1)).toBe(proxy);
      expect(addressBehindProxies("", proxy, 1)).toBe(proxy);
    });

    it("skips empty entries, which no proxy adds", () => {
      expect(addressBehindProxies(`, ${visitor}`, proxy, 1)).toBe(visitor);
      expect(addressBehindProxies(`${forged}, ${visitor},`, proxy, 1)).toBe(visitor);
    });

    it("says unknown when there is neither a header nor a socket", () => {
      expect(addressBehindProxies(undefined, undefined, 1)).toBe("unknown");
    });
  });

  describe("two proxies (TRUST_PROXY=2): a CDN, then a load balancer", () => {
    it("is the address the outer proxy added: the second entry from the right", () => {
      expect(addressBehindProxies(`${visitor}, ${outerProxy}`, proxy, 2)).toBe(visitor);
    });

    it("ignores what the client wrote in its own X-Forwarded-For", () => {
      expect(addressBehindProxies(`${forged}, ${visitor}, ${outerProxy}`, proxy, 2)).toBe(visitor);
    });

    it("gives the leftmost address of a chain shorter than the count, as Express does", () => {
      expect(addressBehindProxies(outerProxy, proxy, 2)).toBe(outerProxy);
      expect(addressBehindProxies(undefined, proxy, 2)).toBe(proxy);
    });
  });
});

describe("clientAddress", () => {
  async function seen(trustedHops: number, headers: Record<string, string>, socket?: string): Promise<string> {
    const app = new Hono();
    app.get("/", (c) => c.text(clientAddress(c, trustedHops)));
    const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
    return (await app.request("/", { headers }, env)).text();
  }

  it("reads the request's X-Forwarded-For and socket by the same rule", async () => {
    const headers = { "x-forwarded-for": `${forged}, ${visitor}` };
    expect(await seen(0, headers, proxy)).toBe(proxy);
    expect(await seen(1, headers, proxy)).toBe(visitor);
    // Counting more proxies than stand in front hands the choice back to the client.
    expect(await seen(2, headers, proxy)).toBe(forged);
  });
});
