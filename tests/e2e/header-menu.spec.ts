import type { Locator, Page } from "@playwright/test";
import { demoProfile } from "./servers";
import { expect, test } from "./test";

const submenus: Array<[string, Array<[string, string | RegExp]>]> = [
  [
    "About",
    [
      ["General Information", "/About"],
      ["General Rules", "/GeneralRules"],
      ["Mission", "/Mission"],
      ["Vision", "/Vision"],
      ["Motto", "/Motto"],
    ],
  ],
  [
    "Admission",
    [
      ["Admission Process", "/AdmissionProcess"],
      ["Registration Form", "/RegistrationForm"],
      ["Discipline", "/Discipline"],
      ["Withdrawal", "/Withdrawal"],
      ["School Fee", "/SchoolFee"],
      ["Admission Guidelines", /^\/api\/image\/.+\.pdf$/],
    ],
  ],
  [
    "Academic",
    [
      ["Academic Ethos", "/AcademicEthos"],
      ["Facilities", "/Facilities"],
      ["Fee Structure", "/FeeStructure"],
      ["Faculty", "/Faculty"],
      ["Session Calendar 2024-25", /^\/api\/image\/.+\.pdf$/],
    ],
  ],
  [
    "Activities",
    [
      ["Clubs", "/Clubs"],
      ["SUPW", "/Supw"],
      ["Sports", "/Sports"],
    ],
  ],
  [
    "Gallery",
    [
      ["Photo Gallery", "/Gallery"],
      ["Activities", "/Activities"],
      ["Exhibitions", "/Exhibitions"],
      ["Video Gallery", "/VideoGallery"],
    ],
  ],
  [
    "News",
    [
      ["Examination", "/Examination"],
      ["General Notice", "/News"],
      ["Circulars", "/Circulars"],
      ["Events", "/Events"],
    ],
  ],
];

const menu = (page: Page) => page.getByRole("navigation", { name: "Main" });
const submenuButton = (page: Page, name: string) => menu(page).getByRole("button", { name, exact: true });
/** The list a submenu button controls. */
async function submenuOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  return page.locator(`[id="${id}"]`);
}

test.describe("the menu at 1400 px (wide)", () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test("shows every item, no toggle, and each submenu holds the spec's links", async ({ page, request }) => {
    const profile = await demoProfile(request);
    await page.goto("/Mission");
    await expect(menu(page).getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(menu(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    for (const [label, items] of submenus) {
      const button = submenuButton(page, label);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const list = await submenuOf(page, button);
      await expect(list).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(list).toBeVisible();
      const links = list.getByRole("link");
      await expect(links).toHaveCount(items.length);
      for (const [index, [name, href]] of items.entries()) {
        await expect(links.nth(index)).toContainText(name);
        await expect(links.nth(index)).toHaveAttribute("href", href);
      }
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
    }
    const login = submenuButton(page, "Login/Register");
    await login.click();
    const portalLinks = (await submenuOf(page, login)).getByRole("link");
    await expect(portalLinks).toHaveText([/^Parents\/Students/, /^Teachers/, /^Principal/, /^Online Exam/]);
    for (const link of await portalLinks.all()) {
      await expect(link).toHaveAttribute("href", profile.portalUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  test("is keyboard operable: Enter opens, Tab reaches the links, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/Mission");
    const about = submenuButton(page, "About");
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "General Information" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
    // Opening one submenu closes another; aria-expanded follows what is open.
    await about.click();
    await submenuButton(page, "Gallery").click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(submenuButton(page, "Gallery")).toHaveAttribute("aria-expanded", "true");
    await expect(await submenuOf(page, about)).toBeHidden();
  });

  test("a submenu link navigates and everything closes", async ({ page }) => {
    await page.goto("/Mission");
    await submenuButton(page, "News").click();
    await menu(page).getByRole("link", { name: "General Notice" }).click();
    await expect(page).toHaveURL(/\/News$/);
    await expect(submenuButton(page, "News")).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the menu at 1000 px (collapsed)", () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test("folds behind a toggle with aria-expanded and aria-controls; submenus toggle inside", async ({ page }) => {
    await page.goto("/Mission");
    const toggle = menu(page).getByRole("button", { name: "Menu" });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(list).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    const gallery = submenuButton(page, "Gallery");
    await gallery.click();
    await expect(gallery).toHaveAttribute("aria-expanded", "true");
    await expect(list.getByRole("link", { name: "Video Gallery" })).toBeVisible();

    // Escape closes the open submenu first, then the menu, each time returning focus to its button.
    await page.keyboard.press("Escape");
    await expect(gallery).toHaveAttribute("aria-expanded", "false");
    await expect(gallery).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(list).toBeHidden();
  });

  test("works from the keyboard alone and closes after navigating", async ({ page }) => {
    await page.goto("/Mission");
    const toggle = menu(page).getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const about = submenuButton(page, "About");
    await expect(about).toBeFocused();
    await page.keyboard.press("Space");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "General Rules" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/GeneralRules$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps focused content clear of the sticky header", async ({ page }) => {
    await page.goto("/");
    const padding = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
    const bar = await page.locator(".site-header__bar").boundingBox();
    expect(Number.parseFloat(padding)).toBeGreaterThanOrEqual(bar?.height ?? Number.POSITIVE_INFINITY);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the collapsed menu shows every link, with no toggle that could not work", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/Mission");
    await expect(menu(page).getByRole("button", { name: "Menu" })).toBeHidden();
    for (const [, items] of submenus) {
      for (const [name] of items) {
        await expect(menu(page).getByRole("link", { name, exact: false }).first()).toBeVisible();
      }
    }
    await expect(menu(page).getByRole("link", { name: /^Online Exam/ })).toBeVisible();
    // The open menu pushes the page down instead of covering it.
    const heading = page.getByRole("heading", { level: 1 });
    await heading.scrollIntoViewIfNeeded();
    const onTop = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });

  test("wide submenus open on keyboard focus", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/Mission");
    await submenuButton(page, "Academic").focus();
    await expect(menu(page).getByRole("link", { name: "Fee Structure" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("link", { name: "Academic Ethos" })).toBeFocused();
  });
});

test.describe("the highlights ticker", () => {
  test("lists the highlights, each with an attachment linking to it in a new tab", async ({ page, request }) => {
    const highlights = (await (await request.get("/api/highlight/demo")).json()) as Array<{
      title: string;
      attachments: string[];
    }>;
    await page.goto("/Mission");
    const ticker = page.getByRole("region", { name: "Highlights" });
    expect(highlights.some((item) => item.attachments.length > 0)).toBe(true);
    for (const item of highlights) {
      const link = ticker.getByRole("link", { name: item.title });
      if (item.attachments[0]) {
        await expect(link).toHaveAttribute("href", `/api/image/${item.attachments[0]}`);
        await expect(link).toHaveAttribute("target", "_blank");
      } else {
        await expect(link).toHaveCount(0);
        await expect(ticker.locator(".marquee__copy").first()).toContainText(item.title);
      }
    }
  });

  test("scrolls, pauses on hover and focus, and with its pause button", async ({ page }) => {
    await page.goto("/Mission");
    const ticker = page.getByRole("region", { name: "Highlights" });
    const track = ticker.locator(".marquee__track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    await expect(track).not.toHaveCSS("animation-name", "none");

    await ticker.hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(5, 600);
    await expect(track).toHaveCSS("animation-play-state", "running");

    await ticker.getByRole("link").first().focus();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.locator("body").click({ position: { x: 5, y: 600 } });
    await expect(track).toHaveCSS("animation-play-state", "running");

    await ticker.getByRole("button", { name: "Pause highlights" }).click();
    await page.mouse.move(5, 600);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(ticker.getByRole("button", { name: "Play highlights" })).toBeVisible();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await ticker.getByRole("button", { name: "Play highlights" }).click();
    await expect(ticker.getByRole("button", { name: "Pause highlights" })).toBeVisible();
  });

  test("stands still under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/Mission");
    const track = page.getByRole("region", { name: "Highlights" }).locator(".marquee__track");
    await expect(track).toHaveCSS("animation-name", "none");
  });
});
