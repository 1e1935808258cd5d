import { describe, expect, it } from "vitest";
import { birthdaySchema } from "#domain/kinds/birthdays";
import { topperSchema } from "#domain/kinds/toppers";
import { consentLabel, hasConsent, publicChildName, publicChildRecord } from "./consent";

describe("the public name of a child without consent", () => {
  it("is the first name and the initial of the family name", () => {
    expect(publicChildName("Aarav Sharma")).toBe("Aarav S.");
    expect(publicChildName("Priya Verma")).toBe("Priya V.");
  });

  it("keeps a single name as it is", () => {
    expect(publicChildName("Asha")).toBe("Asha");
    expect(publicChildName("  Asha  ")).toBe("Asha");
  });

  it("ignores extra spaces, tabs and a middle name", () => {
    expect(publicChildName("  Aarav    Sharma ")).toBe("Aarav S.");
    expect(publicChildName("Aarav\tKumar  Sharma")).toBe("Aarav S.");
    expect(publicChildName("Mohd. Arman Khan")).toBe("Mohd. K.");
  });

  it("writes the initial as a capital, and whole, in any script", () => {
    expect(publicChildName("ravi kumar")).toBe("ravi K.");
    expect(publicChildName("आरव शर्मा")).toBe("आरव श.");
  });

  it("is empty for an empty name", () => {
    expect(publicChildName("   ")).toBe("");
  });
});

describe("what the public sees of a record that names a child", () => {
  const topper = {
    _id: "t1",
    name: "Aarav Sharma",
    class: "X" as const,
    division: "97%",
    stream: "",
    sessionYear: "2025-2026",
    attachments: ["photo.jpg"],
  };

  it("is the whole record with consent on file", () => {
    const given = { ...topper, consent: "given" as const };
    expect(publicChildRecord(given)).toEqual(given);
  });

  it("is the short name and no photo without consent, the rest as it was", () => {
    expect(publicChildRecord(topper)).toEqual({ ...topper, name: "Aarav S.", attachments: [] });
    expect(publicChildRecord({ ...topper, consent: "refused" as const })).toEqual({
      ...topper,
      consent: "refused",
      name: "Aarav S.",
      attachments: [],
    });
    expect(publicChildRecord({ ...topper, consent: null })).toMatchObject({ name: "Aarav S.", attachments: [] });
  });

  it("counts only 'given' as consent", () => {
    expect(hasConsent("given")).toBe(true);
    expect(hasConsent("refused")).toBe(false);
    expect(hasConsent(undefined)).toBe(false);
    expect(hasConsent(null)).toBe(false);
    expect(consentLabel(undefined)).toBe("No consent on file");
    expect(consentLabel("given")).toBe("Consent on file");
  });
});

describe("the bundle's consent field", () => {
  it("is optional, so a record without it parses with no consent, and stays without it", () => {
    const topper = topperSchema.parse({ name: "A B", class: "X", sessionYear: "2025-2026" });
    expect(topper.consent).toBeUndefined();
    expect("consent" in topper).toBe(false);
    const birthday = birthdaySchema.parse({ name: "A B", date: "01-02" });
    expect(hasConsent(birthday.consent)).toBe(false);
  });

  it("accepts only the known states", () => {
    expect(birthdaySchema.safeParse({ name: "A", date: "01-02", consent: "given" }).success).toBe(true);
    expect(birthdaySchema.safeParse({ name: "A", date: "01-02", consent: "yes" }).success).toBe(false);
  });
});
