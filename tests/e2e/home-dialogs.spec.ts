import { api } from "./home-helpers";
import { demoProfile, skipNotificationPopup } from "./servers";
import { expect, test } from "./test";

/** Home's two dialogs: the notification popup and the principal's video. */
test.describe("the principal's video", () => {
  test.beforeEach(async ({ page, request }) => {
    await skipNotificationPopup(page, request);
  });

  test("Watch Message Video opens a popup that plays the demo's video, muted and looping, and closes", async ({
    page,
  }) => {
    const profile = await demoProfile(page.request);
    // The demo school has a principal's video (content/demo/lib/video.ts draws it).
    expect(profile.principalVideo).toMatch(/\.mp4$/);
    const media: Array<{ status: number; type: string }> = [];
    page.on("response", (response) => {
      if (response.url().endsWith(`/api/image/${profile.principalVideo}`))
        media.push({ status: response.status(), type: response.headers()["content-type"] ?? "" });
    });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Watch Message Video" });
    // The dialog is in the page, closed, without its video: nothing is downloaded before the press.
    await expect(page.locator("dialog.video-dialog")).toBeHidden();
    await expect(page.locator("dialog.video-dialog video")).toHaveCount(0);
    expect(media).toEqual([]);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Principal's Message Video" });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close video" });
    await expect(close).toBeFocused();
    await expect(dialog).not.toContainText("The video is not available.");
    const video = dialog.locator("video");
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("src", `/api/image/${profile.principalVideo}`);
    for (const attribute of ["autoplay", "loop", "playsinline"]) await expect(video).toHaveAttribute(attribute, "");
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    // The browser fetched it as video (whole or by ranges), and it really plays.
    await expect.poll(() => media.length).toBeGreaterThan(0);
    for (const answer of media) {
      expect([200, 206]).toContain(answer.status);
      expect(answer.type).toBe("video/mp4");
    }
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.error])).toEqual([
      640,
      null,
    ]);
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(dialog.locator("video")).toHaveCount(0);
  });

  test("the video file answers ranges with its video type, as phones ask for it", async ({ page }) => {
    const profile = await demoProfile(page.request);
    const url = `/api/image/${profile.principalVideo}`;
    const whole = await page.request.get(url);
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-type"]).toBe("video/mp4");
    expect(whole.headers()["accept-ranges"]).toBe("bytes");
    const size = (await whole.body()).length;
    expect(size).toBeLessThan(300 * 1024);
    const part = await page.request.get(url, { headers: { Range: "bytes=0-1023" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-type"]).toBe("video/mp4");
    expect(part.headers()["content-range"]).toBe(`bytes 0-1023/${size}`);
    expect((await part.body()).length).toBe(1024);
  });
});

test.describe("the notification popup", () => {
  test("opens once by itself, with focus inside; Escape closes it; it stays closed on returning Home", async ({
    page,
  }) => {
    const notifications = await api<Array<{ title: string }>>(page, "/api/notification/demo");
    const profile = await demoProfile(page.request);
    expect(notifications.length).toBeGreaterThan(0);
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(dialog.getByRole("heading", { name: notifications[0].title })).toBeVisible();
    await expect(dialog.locator('[aria-roledescription="slide"]')).toHaveCount(notifications.length);
    // Its carousel works inside the dialog.
    await dialog.getByRole("button", { name: "Pause" }).click();
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByRole("heading", { name: notifications[1].title })).toBeInViewport();
    await dialog.getByRole("button", { name: "Close" }).focus();
    // The page behind a modal dialog is out of reach.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Back to Home by a link, then by reloading: the same session does not see it again.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About", exact: true }).click();
    await page.getByRole("link", { name: "Mission", exact: true }).click();
    await expect(page).toHaveURL(/\/Mission$/);
    await page.getByRole("banner").getByRole("link", { name: profile.name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Quick Access" })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("region", { name: "Quick Access" })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a new browser session sees it again, and the close button closes it", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await context.close();
  });
});
