import { demoProfile, emptySchoolUrl } from "./servers";
import { expect, test } from "./test";

test.describe("Parent Portal Help (spec 2.8)", () => {
  test("carries every step, the hours and the help-desk e-mail of the profile", async ({ page }) => {
    const profile = await demoProfile(page.request);
    await page.goto("/Pphelp");
    const main = page.getByRole("main");
    for (const heading of ["Log in", "Reset your password", "Pay fees online", "Use the mobile app", "Help desk"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const steps = [
      // Login
      "Choose the Parent icon.",
      "Enter your user id, your password and the captcha shown on the screen.",
      "Press Sign In.",
      // Reset password
      "choose Forgot password",
      "Enter your registered mobile number.",
      "Press Reset.",
      "arrive by SMS",
      // Online payment, then its two fallbacks
      "Open the Online Payment menu.",
      "Select the installment you want to pay.",
      "Press Proceed.",
      "Go to the payment gateway.",
      "Pay by credit card, debit card or net banking.",
      "You receive a receipt on the screen and an SMS.",
      "If the result of the payment is not shown, check My Payment under the Finance menu.",
      "If your account was debited but you did not receive a receipt, please contact the school office.",
      // Mobile app
      "in the App Store or on Google Play",
      "Open the app.",
      "Enter the school portal address, portal.example.in, to verify the school.",
      "Enter your user id and password.",
      // Help desk
      "The help desk is open from 8:00 AM to 8:00 PM.",
    ];
    for (const step of steps) await expect(main).toContainText(step);
    expect(profile.helpDeskEmail).toBeTruthy();
    await expect(main.getByRole("link", { name: profile.helpDeskEmail as string })).toHaveAttribute(
      "href",
      `mailto:${profile.helpDeskEmail}`,
    );
    await expect(main.getByRole("link", { name: /^Open the parent portal/ })).toHaveAttribute(
      "href",
      profile.portalUrl,
    );
    await expect(main.getByRole("link", { name: /^Get it on Google Play/ })).toHaveAttribute(
      "href",
      profile.playStoreUrl,
    );
  });

  test("falls back to the school's e-mail when the profile has no help-desk e-mail", async ({ page }) => {
    await page.goto(`${emptySchoolUrl}/Pphelp`);
    await expect(page.getByRole("main").getByRole("link", { name: "office@empty.example.in" })).toHaveAttribute(
      "href",
      "mailto:office@empty.example.in",
    );
  });
});

test.describe("ERP Software", () => {
  const features = [
    { heading: "Parent Portal", alt: "Screenshot of the parent portal", file: "parent-portal.jpg" },
    {
      heading: "Communication Portal",
      alt: "Screenshot of the communication portal",
      file: "communication-portal.jpg",
    },
    { heading: "Mobile App", alt: "Screenshot of the mobile app", file: "mobile-app.jpg" },
  ];

  test("names the vendor and describes its three products", async ({ page }) => {
    const profile = await demoProfile(page.request);
    await page.goto("/ErpSoftware");
    const main = page.getByRole("main");
    await expect(main).toContainText(profile.vendorName);
    await expect(main.getByRole("link", { name: /^Visit the vendor's website/ })).toHaveAttribute(
      "href",
      profile.vendorUrl,
    );
    for (const { heading, alt } of features) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      await expect(main.getByRole("img", { name: alt })).toBeVisible();
    }
  });

  for (const { heading, alt, file } of features) {
    test(`the ${heading} image opens in an accessible popup and gives focus back`, async ({ page }) => {
      await page.goto("/ErpSoftware");
      const trigger = page.getByRole("link", { name: `${alt} (show a larger image)` });
      await expect(trigger).toHaveAttribute("href", `/api/image/demo/public/erp/${file}`);
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: heading });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img", { name: alt })).toBeVisible();
      const close = dialog.getByRole("button", { name: "Close image" });
      await expect(close).toBeFocused();
      // Nothing behind the popup can take focus: Tab stays inside it (or passes to the browser's own controls).
      for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        const behind = await page.evaluate(() => {
          const active = document.activeElement;
          return Boolean(active && active !== document.body && !active.closest("dialog[open]"));
        });
        expect(behind).toBe(false);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      // The dialog's close event comes a moment after it hides; the image goes once the page has seen it.
      await expect(page.locator("dialog.image-dialog img")).toHaveCount(0);
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }
});
