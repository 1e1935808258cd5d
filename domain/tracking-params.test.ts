import { describe, expect, it } from "vitest";
import { isTrackingParam, withoutTrackingParams } from "./tracking-params";

describe("tracking parameters", () => {
  it("knows the ones ad networks, social sites and mailing tools add", () => {
    for (const name of ["fbclid", "gclid", "msclkid", "utm_source", "utm_medium", "utm_campaign", "igshid", "_ga"]) {
      expect(isTrackingParam(name), name).toBe(true);
    }
    for (const name of ["id", "q", "year", "month", "page", "utm", "UTM_SOURCE", "fbclid2", ""]) {
      expect(isTrackingParam(name), name).toBe(false);
    }
  });

  it("takes them out of an address and keeps everything else as written, in its order", () => {
    expect(withoutTrackingParams("/News?fbclid=IwAR0abc")).toBe("/News");
    expect(withoutTrackingParams("/News?year=2025&utm_source=whatsapp&month=Mar")).toBe("/News?year=2025&month=Mar");
    expect(withoutTrackingParams("/Search?utm_medium=email&q=sports%20day+results")).toBe(
      "/Search?q=sports%20day+results",
    );
    expect(withoutTrackingParams("https://school.example/?gclid=x&utm_campaign=y")).toBe("https://school.example/");
    expect(withoutTrackingParams("/Events?id=e1&fbclid=a#top")).toBe("/Events?id=e1#top");
    expect(withoutTrackingParams("/News?fbclid&year=2024")).toBe("/News?year=2024");
  });

  it("gives back the very same address when it has none", () => {
    for (const address of ["/", "/News", "/News?year=2025", "/Search?q=a&&b", "/?", "/SubGallery?id=x#photo"]) {
      expect(withoutTrackingParams(address)).toBe(address);
    }
  });

  it("leaves empty pairs out once it has taken one out", () => {
    expect(withoutTrackingParams("/News?&utm_source=x&&year=2025&")).toBe("/News?year=2025");
  });

  it("takes time in proportion to the address", () => {
    const long = `/News?${Array.from({ length: 20_000 }, (_, i) => (i % 2 ? `utm_x${i}=1` : `a${i}=1`)).join("&")}`;
    const result = withoutTrackingParams(long);
    expect(result.split("&")).toHaveLength(10_000);
    expect(result).not.toContain("utm_");
  });
});
