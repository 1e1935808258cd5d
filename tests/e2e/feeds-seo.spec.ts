import ICAL from "ical.js";
import sharp from "sharp";
import { expect, test } from "./test";

/**
 * What issue 16 puts on the pages for calendars, feed readers, search engines and share
 * previews, read from the rendered pages of the demo school.
 */
const jsonLd = async (page: import("@playwright/test").Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown> & { "@type": string },
  );

test.describe("/Events", () => {
  test("offers Subscribe (webcal://) and the feed, and an Add to calendar link per event", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/Events?year=All");
    const host = new URL(baseURL ?? "").host;
    await expect(page.getByRole("link", { name: /^Subscribe/ })).toHaveAttribute(
      "href",
      `webcal://${host}/calendar.ics`,
    );
    await expect(page.getByRole("link", { name: "Calendar feed (.ics)" })).toHaveAttribute("href", "/calendar.ics");
    const titles = await page.locator(".list-item__title").allTextContents();
    const adds = page.getByRole("link", { name: /^Add to calendar/ });
    await expect(adds).toHaveCount(titles.length);
    await expect(adds.first()).toHaveAccessibleName(`Add to calendar: ${titles[0]}`);

    const href = (await adds.first().getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/calendar\/[\w-]+\.ics$/);
    const download = page.waitForEvent("download");
    await adds.first().click();
    const file = await download;
    const text = await (await page.request.get(href)).text();
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("summary"))).toEqual([titles[0]]);
  });

  test("the whole calendar parses, one event per event of the API", async ({ request }) => {
    const response = await request.get("/calendar.ics");
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const api = (await (await request.get("/api/events/All/demo")).json()) as unknown[];
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(api.length);
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
  });

  test("carries Event and BreadcrumbList JSON-LD", async ({ page }) => {
    await page.goto("/Events?year=All");
    const items = await jsonLd(page);
    const events = items.filter((item) => item["@type"] === "Event");
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event).toMatchObject({
        "@context": "https://schema.org",
        eventStatus: "https://schema.org/EventScheduled",
      });
      expect(event.name).toEqual(expect.any(String));
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:00\+05:30)?$/);
      expect(event.location).toMatchObject({ "@type": "Place", name: expect.any(String) });
    }
    expect(items.find((item) => item["@type"] === "BreadcrumbList")).toBeDefined();
  });
});

test("Home carries School JSON-LD with name, address, phone, logo and sameAs", async ({ page, request }) => {
  await page.goto("/");
  const profile = (await (await request.get("/api/school/demo")).json()) as Record<string, string>;
  const school = (await jsonLd(page)).find((item) => item["@type"] === "School");
  expect(school).toMatchObject({
    name: profile.name,
    telephone: profile.phone,
    address: { "@type": "PostalAddress", streetAddress: profile.address },
    sameAs: expect.arrayContaining([profile.videoChannelUrl]),
  });
  const logo = await request.get(String(school?.logo));
  expect(logo.ok()).toBe(true);
  expect((await jsonLd(page)).some((item) => item["@type"] === "BreadcrumbList")).toBe(false);
});

test("/News carries NewsArticle JSON-LD, and a news item's own address its share preview", async ({ page }) => {
  await page.goto("/News");
  const articles = (await jsonLd(page)).filter((item) => item["@type"] === "NewsArticle");
  expect(articles.length).toBeGreaterThan(0);
  expect(articles[0]).toMatchObject({ headline: expect.any(String), datePublished: expect.stringMatching(/^\d{4}-/) });
  const url = new URL(String(articles[0].url));
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", String(articles[0].url));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${articles[0].headline}`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});

test("every page has a canonical URL, share tags with a 1200×630 picture, and the feeds' links", async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ["/", "/About", "/feestructure", "/Gallery", "/Search?q=fee"]) {
    await page.goto(path);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, path).toMatch(new RegExp(`^${baseURL}/`));
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/news.xml",
    );
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      "href",
      "/news.atom",
    );
  }
  await page.goto("/feestructure");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/FeeStructure`);
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const response = await request.get(image ?? "");
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(await sharp(await response.body()).metadata()).toMatchObject({ width: 1200, height: 630 });
});

test("an album's share preview uses its own photo", async ({ page, request }) => {
  const [album] = (await (await request.get("/api/gallery/All/demo")).json()) as Array<{
    _id: string;
    title: string;
    attachments: string[];
  }>;
  await page.goto(`/SubGallery?id=${album._id}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`/api/image/${album.attachments[0]}\\?crop=1200x630$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(`^${album.title} \\|`));
});

test("robots.txt names the sitemap, which lists the albums and news items", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/About</loc>`);
  expect(sitemap).toMatch(/<loc>[^<]+\/SubGallery\?id=[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/News\?id=[^<]+<\/loc>/);
});
