import { test as withoutHydration } from "@playwright/test";
import { certificates, fillTcForm, viewDetails } from "./tc-helpers";
import { expect, test } from "./test";

/**
 * One process, two schools by host name (decision 0052): the demo as "sunrise" and the lists
 * school as "moon", each at its own host (Chromium resolves *.example.test to this machine).
 * Neither site ever shows the other's pages, pictures or certificates, whichever is asked first
 * and however often (pages are cached per school), and a host no school has is a plain 404.
 */
// E2E_PORT + 4 is security-xss.spec.ts's own server.
const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const sunrise = `http://sunrise.example.test:${port}`;
const moon = `http://moon.example.test:${port}`;

const hostRules = {
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--host-resolver-rules=MAP *.example.test 127.0.0.1",
    ],
  },
};
test.use(hostRules);
withoutHydration.use(hostRules);

const schools = [
  { url: sunrise, code: "sunrise", name: "Sunrise Valley Public School", other: "Lists Test School" },
  { url: moon, code: "moon", name: "Lists Test School", other: "Sunrise Valley Public School" },
] as const;

test("each host shows its own school's pages and pictures, cached or not", async ({ page }) => {
  for (let round = 0; round < 2; round++) {
    for (const school of schools) {
      for (const route of ["/", "/News", "/About"]) {
        const response = await page.goto(`${school.url}${route}`);
        expect(response?.status(), `${school.code} ${route}`).toBe(200);
        const html = await page.content();
        expect(html, `${school.code} ${route}`).toContain(school.name);
        expect(html, `${school.code} ${route}`).not.toContain(school.other);
        // Every picture of the school's own folder is its own: no other school's code in a path.
        const otherCode = school.code === "sunrise" ? "moon" : "sunrise";
        expect(html).not.toContain(`/api/image/${otherCode}/`);
      }
    }
  }
  await page.goto(`${moon}/News`);
  await expect(page.getByText("Sports kit notice")).toBeVisible();
  await page.goto(`${sunrise}/`);
  const logo = page.locator('header img[src*="/api/image/sunrise/public/logo.png"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a certificate is found at its own school's site only", async ({ page }) => {
  const { admission, name } = certificates.pdf;
  await page.goto(`${moon}/Tc`);
  await fillTcForm(page, admission, name);
  await viewDetails(page).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid response from the server.");

  await page.goto(`${sunrise}/Tc`);
  await fillTcForm(page, admission, name);
  const downloading = page.waitForEvent("download");
  await viewDetails(page).click();
  expect((await downloading).suggestedFilename()).toBe("tc.pdf");
});

// The plain page has no script, so it is never hydrated: Playwright's own page.goto.
withoutHydration("a host no school has gets a plain 404 page", async ({ page }) => {
  const response = await page.goto(`http://elsewhere.example.test:${port}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("No site is served at this address.")).toBeVisible();
  expect(await page.content()).not.toMatch(/Sunrise|Lists Test School/);
});
