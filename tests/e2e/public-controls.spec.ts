import type { Locator, Page } from "@playwright/test";
import { carousel } from "./home-helpers";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/**
 * The public site's text boxes and icon buttons on a 390 px phone: drawn by one rule each
 * (.input and .icon-button in global.css, decision 0106), on whatever page they stand.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const sizeOf = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      fontSize: Number.parseFloat(style.fontSize),
      round: style.borderRadius === "50%",
    };
  });

/** The form controls a visitor types into or picks from, in the page's main content. */
const textControls = (page: Page) =>
  page.locator("main").locator('input:not([type="hidden"], [type="checkbox"], [type="radio"]), select');

for (const [path, what] of [
  ["/Tc", "the transfer certificate's fields"],
  ["/Subscribe", "the e-mail address of the alerts"],
  ["/News", "the list's filters and search"],
] as const) {
  test(`${what} (${path}): 16 px text or more, so the phone does not zoom in, and 44 px tall`, async ({ page }) => {
    await page.goto(path);
    const controls = await textControls(page).all();
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      const size = await sizeOf(control);
      expect(size.fontSize, (await control.getAttribute("name")) ?? "a control").toBeGreaterThanOrEqual(16);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
  });
}

test("the carousels' buttons and a dialog's close button are round 44 px targets", async ({ page, request }) => {
  await skipNotificationPopup(page, request);
  await page.goto("/");
  const hero = carousel(page, "School photos");
  const buttons = [
    hero.getByRole("button", { name: "Previous" }),
    hero.getByRole("button", { name: "Next" }),
    hero.getByRole("button", { name: "Pause" }),
  ];
  await page.getByRole("button", { name: "Watch Message Video" }).click();
  buttons.push(
    page.getByRole("dialog", { name: "Principal's Message Video" }).getByRole("button", { name: "Close video" }),
  );
  for (const button of buttons) {
    await expect(button).toBeVisible();
    expect(await sizeOf(button)).toMatchObject({ width: 44, height: 44, round: true });
  }
});

test("the ticker's pause button is round, and hidden under reduced motion, where nothing moves", async ({ page }) => {
  await page.goto("/Mission");
  const ticker = page.getByRole("region", { name: "Highlights" });
  const pause = ticker.getByRole("button", { name: "Pause highlights" });
  await expect(pause).toBeVisible();
  // The ticker draws it at 2 rem: the bar is 2.75 rem high.
  expect(await sizeOf(pause)).toMatchObject({ width: 32, height: 32, round: true });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(pause).toBeHidden();
});
