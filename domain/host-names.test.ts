import { describe, expect, it } from "vitest";
import { isHostName, isLoopbackHost, normalizeHost, schoolForHost } from "./host-names";

describe("normalizeHost", () => {
  it.each([
    ["Sunrise.Example.IN:8080", "sunrise.example.in"],
    ["sunrise.example.in.", "sunrise.example.in"],
    ["[::1]:3000", "[::1]"],
    ["127.0.0.1:3000", "127.0.0.1"],
    ["", undefined],
    [undefined, undefined],
  ])("reads %j as %j", (header, host) => {
    expect(normalizeHost(header)).toBe(host);
  });
});

describe("isHostName", () => {
  it.each(["sunrisevalley.example.in", "www.sunrisevalley.example.in", "a-b.c1.example"])("accepts %s", (name) => {
    expect(isHostName(name)).toBe(true);
  });
  it.each(["localhost", "Sunrise.example.in", "-a.example", "a..example", "1.2.3.4", "a.example:80", "a_b.example"])(
    "refuses %s",
    (name) => {
      expect(isHostName(name)).toBe(false);
    },
  );
});

describe("schoolForHost", () => {
  const none = new Map<string, string>();
  const some = new Map([
    ["sunrise.example.in", "sunrise"],
    ["www.sunrise.example.in", "sunrise"],
    ["moon.example.in", "moon"],
  ]);

  it("shows the SCHOOL_CODE school on every host while no school has a host name", () => {
    for (const host of ["anything.example", "localhost", undefined]) {
      expect(schoolForHost(host, none, "demo", undefined)).toBe("demo");
    }
  });

  it("once one does, shows registered hosts, loopback and PUBLIC_URL's host, and nothing else", () => {
    expect(schoolForHost("www.sunrise.example.in", some, "demo", "platform.example.com")).toBe("sunrise");
    expect(schoolForHost("moon.example.in", some, "demo", "platform.example.com")).toBe("moon");
    expect(schoolForHost("localhost", some, "demo", undefined)).toBe("demo");
    expect(schoolForHost("127.0.0.1", some, "demo", undefined)).toBe("demo");
    expect(schoolForHost("[::1]", some, "demo", undefined)).toBe("demo");
    expect(schoolForHost("platform.example.com", some, "demo", "platform.example.com")).toBe("demo");
    expect(schoolForHost("other.example.in", some, "demo", "platform.example.com")).toBeUndefined();
    expect(schoolForHost(undefined, some, "demo", undefined)).toBeUndefined();
    expect(isLoopbackHost("127.1.2.3")).toBe(true);
    expect(isLoopbackHost("128.0.0.1")).toBe(false);
  });
});
