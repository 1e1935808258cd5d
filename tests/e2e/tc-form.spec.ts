import type { Page, Request } from "@playwright/test";
import { demoProfile } from "./servers";
import { bundleBytes, certificates, downloadedBytes, fillTcForm, viewDetails } from "./tc-helpers";
import { expect, test } from "./test";

/** Every request the form makes: the look-up and the certificate file. */
function watchTcRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/tc/") || pathname.startsWith("/api/image/tc/")) seen.push(request);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await page.goto("/Tc");
});

test("the form has its labelled fields and button, and the sample certificate below it", async ({ page }) => {
  const profile = await demoProfile(page.request);
  await expect(page.getByLabel("Admission No.")).toBeVisible();
  await expect(page.getByLabel("Student Full Name")).toBeVisible();
  await expect(page.getByText("Admission No.", { exact: true })).toBeVisible();
  await expect(page.getByText("Student Full Name", { exact: true })).toBeVisible();
  await expect(viewDetails(page)).toBeVisible();
  const frame = page.locator('iframe[title="Sample transfer certificate (PDF)"]');
  await expect(frame).toHaveAttribute("height", "500");
  await expect(frame).toHaveAttribute("src", `/api/image/${profile.sampleCertificatePdf}`);
  expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(500);
  await expect(page.getByRole("link", { name: /^Open the sample certificate/ })).toHaveAttribute(
    "href",
    `/api/image/${profile.sampleCertificatePdf}`,
  );
});

for (const kind of ["pdf", "jpg"] as const) {
  test(`downloads the demo's ${kind.toUpperCase()} certificate as ${certificates[kind].fileName}, byte for byte`, async ({
    page,
  }) => {
    const certificate = certificates[kind];
    // The look-up ignores case and extra spaces in the name (decision 0006).
    await fillTcForm(page, certificate.admission, `  ${certificate.name.toLowerCase()} `);
    const downloading = page.waitForEvent("download");
    await viewDetails(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(certificate.fileName);
    expect((await downloadedBytes(download)).equals(bundleBytes(certificate.bundleFile))).toBe(true);
    await expect(page.getByRole("status")).toHaveText(
      `The certificate has been downloaded as ${certificate.fileName}.`,
    );
    await expect(page.getByRole("alert")).toHaveText("");
  });
}

test("empty or whitespace-only input says 'Please fill in all fields' and sends nothing", async ({ page }) => {
  const requests = watchTcRequests(page);
  const alert = page.getByRole("alert");
  await viewDetails(page).click();
  await expect(alert).toHaveText("Please fill in all fields");
  await fillTcForm(page, "   ", "\t ");
  await page.getByLabel("Student Full Name").press("Enter");
  await expect(alert).toHaveText("Please fill in all fields");
  await fillTcForm(page, certificates.pdf.admission, " ");
  await viewDetails(page).click();
  await expect(alert).toHaveText("Please fill in all fields");
  await fillTcForm(page, "", certificates.pdf.name);
  await viewDetails(page).click();
  await expect(alert).toHaveText("Please fill in all fields");
  // Give a stray request time to show itself.
  await page.waitForTimeout(300);
  expect(requests.map((request) => request.url())).toEqual([]);
});

test("the error clears when either input changes", async ({ page }) => {
  const alert = page.getByRole("alert");
  await viewDetails(page).click();
  await expect(alert).toHaveText("Please fill in all fields");
  await page.getByLabel("Admission No.").pressSequentially("S");
  await expect(alert).toHaveText("");
  await viewDetails(page).click();
  await expect(alert).toHaveText("Please fill in all fields");
  await page.getByLabel("Student Full Name").pressSequentially("A");
  await expect(alert).toHaveText("");
});

test("while the request runs the button is disabled and says so, and a second press sends nothing", async ({
  page,
}) => {
  const requests = watchTcRequests(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/tc/demo", async (route) => {
    await held;
    await route.fulfill({ json: { data: null } });
  });
  await fillTcForm(page, "A-1", "Someone");
  await viewDetails(page).click();
  const busy = page.getByRole("button", { name: "Please wait…" });
  await expect(busy).toBeDisabled();
  await expect(busy).toBeFocused();
  await busy.click({ force: true });
  release();
  await expect(page.getByRole("alert")).toHaveText("Invalid response from the server.");
  await expect(viewDetails(page)).toBeEnabled();
  expect(requests).toHaveLength(1);
});

test("a real miss: 'Invalid response from the server.'", async ({ page }) => {
  await fillTcForm(page, certificates.pdf.admission, "Not The Student");
  await viewDetails(page).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid response from the server.");
});

test.describe("every message of spec section 8", () => {
  const cases: Array<{ name: string; setUp: (page: Page) => Promise<unknown>; message: string }> = [
    {
      name: "no data in the answer",
      setUp: (page) => page.route("**/api/tc/demo", (route) => route.fulfill({ json: { data: null } })),
      message: "Invalid response from the server.",
    },
    {
      name: "an answer without a data field",
      setUp: (page) => page.route("**/api/tc/demo", (route) => route.fulfill({ json: {} })),
      message: "Invalid response from the server.",
    },
    {
      name: "a file that is not there (404 from the image service)",
      setUp: (page) =>
        page.route("**/api/tc/demo", (route) =>
          route.fulfill({ json: { data: "tc/00000000000000000000000000000000.pdf" } }),
        ),
      message: "Failed to fetch the file. Status: 404",
    },
    {
      name: "a file fetch that fails (500)",
      setUp: async (page) => {
        await page.route("**/api/tc/demo", (route) => route.fulfill({ json: { data: "tc/abc.pdf" } }));
        await page.route("**/api/image/tc/**", (route) => route.fulfill({ status: 500, body: "" }));
      },
      message: "Failed to fetch the file. Status: 500",
    },
    {
      name: "a file neither the type nor the extension names",
      setUp: async (page) => {
        await page.route("**/api/tc/demo", (route) => route.fulfill({ json: { data: "tc/abc.docx" } }));
        await page.route("**/api/image/tc/**", (route) =>
          route.fulfill({ status: 200, contentType: "application/octet-stream", body: "PK" }),
        );
      },
      message: "Unsupported file type received",
    },
    {
      name: "too many attempts (429 with Retry-After)",
      setUp: (page) =>
        page.route("**/api/tc/demo", (route) =>
          route.fulfill({
            status: 429,
            headers: { "Retry-After": "840" },
            json: { error: { code: "too_many_attempts", message: "Too many unsuccessful attempts." } },
          }),
        ),
      message: "Too many attempts. Please try again in 14 minutes.",
    },
    {
      name: "a network failure",
      setUp: (page) => page.route("**/api/tc/demo", (route) => route.abort("failed")),
      message: "Failed to process your request. Please try again later.",
    },
    {
      name: "a failure without a message",
      setUp: (page) => page.route("**/api/tc/demo", (route) => route.fulfill({ status: 503, body: "" })),
      message: "Failed to process your request. Please try again later.",
    },
    {
      name: "a failure with its own message",
      setUp: (page) =>
        page.route("**/api/tc/demo", (route) =>
          route.fulfill({
            status: 500,
            json: {
              error: { code: "internal_error", message: "Something went wrong on our side. Please try again later." },
            },
          }),
        ),
      message: "Something went wrong on our side. Please try again later.",
    },
  ];

  for (const { name, setUp, message } of cases) {
    test(`${name}: '${message}', announced`, async ({ page }) => {
      await setUp(page);
      await fillTcForm(page, "A-1", "Someone");
      await viewDetails(page).click();
      await expect(page.getByRole("alert")).toHaveText(message);
      await expect(page.getByLabel("Admission No.")).toHaveAttribute("aria-describedby", "tc-error");
      await expect(viewDetails(page)).toBeEnabled();
    });
  }
});

test("a file whose content type says nothing is typed by its extension", async ({ page }) => {
  await page.route("**/api/tc/demo", (route) => route.fulfill({ json: { data: "tc/abc.JPEG" } }));
  await page.route("**/api/image/tc/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/octet-stream", body: "bytes" }),
  );
  await fillTcForm(page, "A-1", "Someone");
  const downloading = page.waitForEvent("download");
  await viewDetails(page).click();
  expect((await downloading).suggestedFilename()).toBe("tc.jpg");
});
