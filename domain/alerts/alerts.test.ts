import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isoDate, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { allKinds } from "#domain/kinds/all-kinds";
import { defineListKind } from "#domain/kinds/list-kind";
import { alertKindsOf } from "./alert-kinds";
import { digestMail, immediateMail } from "./alert-mail";
import { digestWindow, dueDigestDays, isHardBounce, retryDelayMs } from "./alert-schedule";
import { alertSummary } from "./alert-text";
import { alertMatches, subscribeSchema } from "./alert-topics";

/** Issue 27's rules: which kinds alert (from their files), who gets what, when digests go, and the mail. */

describe("which kinds alert", () => {
  it("are the kinds whose file has an alert description: notices, circulars, news and events", () => {
    const kinds = alertKindsOf(allKinds);
    expect([...kinds.keys()].sort()).toEqual(["circulars", "events", "news", "notifications"]);
    expect(Object.fromEntries([...kinds].map(([key, alert]) => [key, alert.topic]))).toEqual({
      notifications: "notices",
      circulars: "circulars",
      news: "news",
      events: "events",
    });
  });

  it("registers a made-up kind by its description alone, and the mail says what the description makes of an item", () => {
    const exams = defineListKind({
      key: "examDates",
      content: defineKind({
        schema: z.strictObject({ ...withId, subject: text, on: isoDate }),
        table: "exam_date",
        paths: ["/examDates/:school"],
      }),
      alert: {
        topic: "notices",
        message: (item) => ({
          title: `Exam: ${item.subject}`,
          date: item.on,
          summary: "",
          path: "/Examination",
          classes: [],
          files: [],
        }),
      },
    });
    const alert = alertKindsOf([...allKinds, exams]).get("examDates");
    expect(alert?.message({ _id: "e1", subject: "Physics", on: "2027-03-02" })).toMatchObject({
      title: "Exam: Physics",
      date: "2027-03-02",
    });
  });

  it("makes a circular's mail from the item: number and title, its classes, its PDF named as the site names it", () => {
    const circulars = alertKindsOf(allKinds).get("circulars");
    const message = circulars?.message({
      _id: "c 1",
      number: "SVPS/2026/041",
      title: "PTM",
      date: "2026-11-20",
      classes: ["X"],
      summary: "Saturday.",
      attachments: ["a.pdf", "b.jpg"],
    });
    expect(message).toEqual({
      title: "SVPS/2026/041: PTM",
      date: "2026-11-20",
      summary: "Saturday.",
      path: "/Circulars?id=c%201",
      classes: ["X"],
      files: [
        { path: "a.pdf", label: "Circular SVPS/2026/041" },
        { path: "b.jpg", label: "Attachment 2" },
      ],
    });
  });
});

describe("who gets an alert", () => {
  it("goes to those who chose its topic, and by class only when both name classes", () => {
    const circular = { topic: "circulars", classes: ["X", "XII"] };
    expect(alertMatches({ topics: ["circulars"], classes: [] }, circular)).toBe(true);
    expect(alertMatches({ topics: ["circulars"], classes: ["XII"] }, circular)).toBe(true);
    expect(alertMatches({ topics: ["circulars"], classes: ["Nursery"] }, circular)).toBe(false);
    expect(alertMatches({ topics: ["news"], classes: [] }, circular)).toBe(false);
    expect(alertMatches({ topics: ["circulars"], classes: ["Nursery"] }, { topic: "circulars", classes: [] })).toBe(
      true,
    );
  });

  it("reads the form: a real address, at least one topic, the school's classes, how often", () => {
    expect(
      subscribeSchema.parse({
        email: " Mum@Home.Example ",
        topics: ["news", "notices"],
        classes: ["X", "LKG"],
        frequency: "daily",
      }),
    ).toEqual({ email: "mum@home.example", topics: ["notices", "news"], classes: ["LKG", "X"], frequency: "daily" });
    const bad = subscribeSchema.safeParse({ email: "nope", topics: [], classes: ["XIII"], frequency: "weekly" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["classes", "email", "frequency", "topics"]);
  });
});

describe("when alerts go", () => {
  it("makes a day's digest at 17:00 in the school's zone, with the items of the 24 hours before", () => {
    expect(digestWindow("2026-11-20", "Asia/Kolkata")).toEqual({
      from: new Date("2026-11-19T11:30:00.000Z"),
      to: new Date("2026-11-20T11:30:00.000Z"),
    });
    expect(dueDigestDays(new Date("2026-11-20T11:29:00Z"), "Asia/Kolkata")).toEqual(["2026-11-19"]);
    expect(dueDigestDays(new Date("2026-11-20T11:30:00Z"), "Asia/Kolkata")).toEqual(["2026-11-19", "2026-11-20"]);
    expect(digestWindow("2026-11-20", "Europe/London").to).toEqual(new Date("2026-11-20T17:00:00.000Z"));
  });

  it("tries a temporary failure again later and later, and counts only a 5xx as a bounce", () => {
    expect([1, 2, 3, 12].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 6 * 60 * 60 * 1000]);
    expect([421, 450, 550, 554, undefined].map(isHardBounce)).toEqual([false, false, true, true, false]);
  });
});

describe("the mail", () => {
  const school = { name: "Test <Valley> School", origin: "https://school.example" };
  const links = {
    manage: "https://school.example/Subscribe?manage=t",
    unsubscribe: "https://school.example/Subscribe?unsubscribe=t",
  };
  const item = {
    title: "Sports day & prizes",
    date: "2026-11-20",
    summary: "All classes.",
    path: "/News?id=n1",
    classes: [],
    files: [{ path: "x/report.pdf", label: "Attachment 1", size: 2_500_000 }],
  };

  it("is plain text and simple HTML with a real heading, the school's words escaped, no image, and the way out", () => {
    const mail = immediateMail(school, item, links);
    expect(mail.subject).toBe("Test <Valley> School: Sports day & prizes");
    expect(mail.text).toContain("Attachment 1 (PDF, 2.4 MB): https://school.example/api/image/x/report.pdf");
    expect(mail.text).toContain("Unsubscribe: https://school.example/Subscribe?unsubscribe=t");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain("<h1");
    expect(mail.html).toContain("Sports day &amp; prizes");
    expect(mail.html).toContain("Test &lt;Valley&gt; School");
    expect(mail.html).not.toMatch(/<img/i);
  });

  it("puts a day's items under one heading each in a digest", () => {
    const mail = digestMail(school, "2026-11-20", [item, { ...item, title: "Second" }], links);
    expect(mail.subject).toBe("Test <Valley> School: 2 new items, 20.11.2026");
    expect(mail.html.match(/<h2/g)).toHaveLength(2);
  });

  it("cuts a long summary at a word", () => {
    const summary = alertSummary(`${"word ".repeat(100)}end`);
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.endsWith("word…")).toBe(true);
  });
});
