import { describe, expect, it } from "vitest";
import { bundleSchema } from "#domain/content-schema";
import { fixtureBundle } from "#tests/api-fixture";
import { isTimeZone } from "./time-zone";

describe("a profile's time zone", () => {
  it.each(["Asia/Kolkata", "Asia/Calcutta", "Asia/Dubai", "Asia/Kathmandu", "Pacific/Auckland", "UTC", "Etc/GMT-4"])(
    "takes the IANA name %s",
    (name) => expect(isTimeZone(name)).toBe(true),
  );

  it.each(["Mars/Olympus", "+05:30", "asia/kolkata", "", " Asia/Dubai", "Asia/Dubai/"])("refuses %j", (name) =>
    expect(isTimeZone(name)).toBe(false),
  );

  it("is optional in a bundle, and a wrong one is refused at its path in plain words", () => {
    expect(bundleSchema.parse(fixtureBundle).profile.timeZone).toBeUndefined();
    const good = bundleSchema.parse({
      ...fixtureBundle,
      profile: { ...fixtureBundle.profile, timeZone: "Asia/Dubai" },
    });
    expect(good.profile.timeZone).toBe("Asia/Dubai");
    const bad = bundleSchema.safeParse({ ...fixtureBundle, profile: { ...fixtureBundle.profile, timeZone: "Dubai" } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["profile.timeZone", "expected an IANA time zone such as Asia/Kolkata or Asia/Dubai"],
    ]);
  });
});
