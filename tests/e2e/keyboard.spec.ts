import type { Locator, Page } from "@playwright/test";
import { skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/**
 * Issue 6's keyboard-only pass: the skip link, visible focus, every menu,
 * dialog and carousel operated with keys alone, and focus never hidden under
 * the sticky header (WCAG 2.4.1, 2.4.7, 2.1.1, 2.4.11). Controls are reached
 * with Tab and Shift+Tab, never clicked.
 */

/** True when the locator's element has keyboard focus. */
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab with back) until the target has focus; fails when it is not reached. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  expect(await isFocused(target), `${back ? "Shift+Tab" : "Tab"} reaches ${target}`).toBe(true);
}

/** Focus is in the open dialog, or out in the browser's own controls (the body): never on the inert page behind. */
const focusNotBehindDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body || Boolean(active.closest("dialog[open]"));
  });

type FocusState = {
  /** Nothing (the body) has focus: Tab has left the page. */
  none: boolean;
  what: string;
  /** The focused element draws an outline or a box shadow. */
  indicated: boolean;
  /** Why it cannot be seen (the sticky header or go-to-top over it, clipped away), or null when it can. */
  hidden: string | null;
};

/** The focused element: what it is, whether focus shows, whether the sticky header (or anything) hides it. */
function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { none: true, what: "body", indicated: true, hidden: null };
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    const what = `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${text}"`;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const indicated = outline || style.boxShadow !== "none";
    let hidden: string | null = null;
    if (!element.closest("dialog[open]")) {
      const box = element.getBoundingClientRect();
      // The middle of the part of it inside the window: what must not be under the sticky header or go-to-top.
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      const hit =
        right > left && bottom > top ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
      const cover = hit?.closest(".site-header, .go-to-top");
      if (right <= left || bottom <= top) {
        hidden = "outside the window";
      } else if (cover && !cover.contains(element) && !element.contains(hit)) {
        const bar = cover.getBoundingClientRect();
        hidden = `under ${cover.className} (its top ${Math.round(bar.top)} px, bottom ${Math.round(bar.bottom)} px; the element's top ${Math.round(box.top)} px)`;
      } else {
        // Moved out of a clipping box (a paused ticker, a carousel): focus there is not visible either.
        let clip = element.parentElement;
        while (clip && clip !== document.body && !/hidden|clip|auto|scroll/.test(getComputedStyle(clip).overflow)) {
          clip = clip.parentElement;
        }
        const frame = clip && clip !== document.body ? clip.getBoundingClientRect() : null;
        const fitsX = frame && box.width <= frame.width + 1;
        const fitsY = frame && box.height <= frame.height + 1;
        if (
          frame &&
          ((fitsX && (box.left < frame.left - 1 || box.right > frame.right + 1)) ||
            (fitsY && (box.top < frame.top - 1 || box.bottom > frame.bottom + 1)))
        ) {
          hidden = `outside the box that clips it (${clip?.className})`;
        }
      }
    }
    return { none: false, what, indicated, hidden };
  });
}

/**
 * Tabs through the whole page and back again with Shift+Tab, recording each
 * stop that has no visible focus indicator or that the sticky header hides.
 */
async function walk(page: Page, { max = 400 } = {}): Promise<{ stops: number; missing: string[]; hidden: string[] }> {
  const missing: string[] = [];
  const hidden: string[] = [];
  let stops = 0;
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press < max; press += 1) {
      await page.keyboard.press(key);
      const state = await focusState(page);
      if (state.none) break;
      stops += 1;
      if (!state.indicated) missing.push(`${key} → ${state.what}`);
      if (state.hidden) hidden.push(`${key} → ${state.what}: ${state.hidden}`);
    }
  }
  return { stops, missing, hidden };
}

test.beforeEach(async ({ page, request }) => {
  await skipNotificationPopup(page, request);
});

test.describe("the skip link", () => {
  for (const path of ["/", "/GeneralRules"]) {
    test(`is the first Tab stop on ${path}, shows when focused and moves focus to the main content`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      const state = await focusState(page);
      expect(state.indicated).toBe(true);
      // Above the sticky header, not under it.
      expect(state.hidden).toBeNull();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
      await expect(page).toHaveURL(/#main$/);
      // The next Tab continues inside the main content, not in the header.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    });
  }
});

test.describe("focus is visible", () => {
  for (const [path, sample] of [
    ["/", 40],
    ["/About", 30],
  ] as const) {
    test(`on the first ${sample} Tab stops of ${path}`, async ({ page }) => {
      await page.goto(path);
      const missing: string[] = [];
      for (let press = 0; press < sample; press += 1) {
        await page.keyboard.press("Tab");
        const state = await focusState(page);
        if (state.none) break;
        if (!state.indicated) missing.push(state.what);
      }
      expect(missing, `focused with no outline or box shadow:\n${missing.join("\n")}`).toEqual([]);
    });
  }
});

test.describe("focus is never hidden under the sticky header", () => {
  for (const width of [1366, 390]) {
    for (const path of ["/", "/GeneralRules", "/Faculty"]) {
      test(`Tab and Shift+Tab through ${path} at ${width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.goto(path);
        const { stops, missing, hidden } = await walk(page);
        expect(stops).toBeGreaterThan(10);
        expect(hidden, `focus hidden (WCAG 2.4.11, 2.4.7):\n${hidden.join("\n")}`).toEqual([]);
        expect(missing, `focused with no outline or box shadow:\n${missing.join("\n")}`).toEqual([]);
      });
    }
  }
});

const menu = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("every menu works from the keyboard", () => {
  test("the wide submenus at 1400 px: Enter opens, Tab enters, Shift+Tab returns, Escape closes", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/Mission");
    const buttons = await menu(page).locator("button[aria-controls]:visible").all();
    expect(buttons.length).toBeGreaterThan(5);
    for (const button of buttons) {
      await tabTo(page, button);
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(list).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(list.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
      await expect(list).toBeHidden();
      // Space toggles it too.
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("the collapsed menu at 1000 px: the toggle and every submenu inside it", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/Mission");
    const toggle = menu(page).getByRole("button", { name: "Menu" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const buttons = await menu(page).locator("li > button[aria-controls]").all();
    expect(buttons.length).toBeGreaterThan(5);
    for (const button of buttons) {
      await tabTo(page, button);
      await page.keyboard.press("Space");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await page.keyboard.press("Tab");
      await expect(list.getByRole("link").first()).toBeFocused();
      await expect(list.getByRole("link").first()).toBeInViewport();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("every dialog works from the keyboard", () => {
  test("the notification popup: focus inside, its carousel, Tab stays in, Escape closes", async ({ browser }) => {
    // A fresh session: the popup opens by itself.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    const slides = dialog.locator('[aria-roledescription="slide"]');
    if ((await slides.count()) > 1) {
      await tabTo(page, dialog.getByRole("button", { name: "Pause" }));
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("button", { name: "Play" })).toBeFocused();
      await tabTo(page, dialog.getByRole("button", { name: "Next" }));
      await page.keyboard.press("Enter");
      // The second notification's heading has moved into the dialog's view.
      await expect(slides.nth(1).locator("h3")).toBeInViewport({ ratio: 1 });
    }
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press("Tab");
      expect(await focusNotBehindDialog(page)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test("the principal's video: Enter opens, Escape and the close button close, focus returns", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Watch Message Video" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Principal's Message Video" });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close video" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    // The page behind is inert: Tab stays in the dialog or goes out to the browser's own controls, then back in.
    await page.keyboard.press("Tab");
    expect(await focusNotBehindDialog(page)).toBe(true);
    await tabTo(page, close);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the ERP image popups: each opens with Enter and closes with Escape, focus back on its link", async ({
    page,
  }) => {
    await page.goto("/ErpSoftware");
    const links = await page.locator("a[aria-haspopup='dialog']").all();
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      const dialog = page.locator("dialog[open]");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button")).toBeFocused();
      await expect(dialog.locator("img")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(link).toBeFocused();
    }
  });

  test("the album viewer: Enter opens, arrows change the photo, Tab stays in, Escape closes", async ({
    page,
    request,
  }) => {
    const albums = (await (await request.get("/api/gallery/All/demo")).json()) as Array<{
      _id: string;
      attachments: string[];
    }>;
    const album = albums.find((item) => item.attachments.length > 1);
    expect(album, "the demo school has an album of several photos").toBeTruthy();
    await page.goto(`/SubGallery?id=${encodeURIComponent(album?._id ?? "")}`);
    const photo = page.locator(".photo-grid__link").first();
    await tabTo(page, photo);
    await page.keyboard.press("Enter");
    const viewer = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(viewer).toBeVisible();
    const current = viewer.locator("img");
    await expect(current).toBeVisible();
    const first = await current.getAttribute("src");
    await page.keyboard.press("ArrowRight");
    await expect(current).not.toHaveAttribute("src", first ?? "");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("src", first ?? "");
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(press % 2 ? "Shift+Tab" : "Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog.viewer")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(photo).toBeFocused();
  });
});

test.describe("every carousel on Home works from the keyboard", () => {
  for (const id of ["hero", "toppers-x", "toppers-xii", "birthdays", "home-gallery"]) {
    test(`#${id}: pause, next and previous with Tab, Enter and Space`, async ({ page }) => {
      await page.goto("/");
      const section = page.locator(`section#${id}`);
      const slides = section.locator('[aria-roledescription="slide"]');
      const pause = section.locator(".carousel__play");
      if ((await slides.count()) < 2) {
        // A single slide has nothing to move, and so no controls.
        await expect(pause).toHaveCount(0);
        return;
      }
      await tabTo(page, pause);
      await expect(pause).toHaveAttribute("aria-label", "Pause");
      await page.keyboard.press("Enter");
      await expect(pause).toHaveAttribute("aria-label", "Play");
      await page.keyboard.press("Space");
      await expect(pause).toHaveAttribute("aria-label", "Pause");
      await page.keyboard.press("Enter");
      await expect(pause).toHaveAttribute("aria-label", "Play");
      const next = section.locator(".carousel__next");
      const previous = section.locator(".carousel__prev");
      if (await next.isDisabled()) {
        // Every slide is already in view.
        await expect(previous).toBeDisabled();
        return;
      }
      // The island moves the slides (carousel.css), not their track: where the first slide is.
      const first = slides.first();
      const position = () => first.evaluate((element) => Math.round(element.getBoundingClientRect().left));
      /** Where the track comes to rest once the slide animation has ended. */
      const settled = async () => {
        let last = await position();
        for (let read = 0; read < 40; read += 1) {
          await page.waitForTimeout(150);
          const now = await position();
          if (now === last) break;
          last = now;
        }
        return last;
      };
      /** Waits until the track has left `from`: each press moves it. */
      const movedFrom = (from: number) =>
        expect.poll(async () => Math.abs((await position()) - from)).toBeGreaterThan(20);
      const start = await settled();
      await tabTo(page, next);
      await page.keyboard.press("Enter");
      await movedFrom(start);
      const one = await settled();
      // A looping carousel of two slides goes back to the first here, so the direction is not asserted,
      // only that the key moved it (how many birthdays there are depends on the day the tests run).
      await page.keyboard.press("Space");
      await movedFrom(one);
      const two = await settled();
      await tabTo(page, previous, { back: true });
      await page.keyboard.press("Enter");
      await movedFrom(two);
      expect(Math.abs((await settled()) - one)).toBeLessThanOrEqual(2);
    });
  }
});
