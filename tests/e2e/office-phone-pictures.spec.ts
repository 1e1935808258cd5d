import type { Locator, Page } from "@playwright/test";
import { phonePhoto } from "#tests/photo-fixture";
import { newItem, signInAs } from "./admin-content-helpers";
import { editingUrl } from "./admin-helpers";
import { axeViolations, describeViolations } from "./axe";
import { expect, test } from "./test";

/**
 * Issue 23, points 1 and 2, on a 390 px phone by touch: a photo goes into written content from the
 * camera, by pasting or dropping, or from the school's uploads, and is described at once; every
 * finding names a picture by the file name it was uploaded with; and nothing anyone uploads or
 * types widens an admin screen.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let photoCount = 0;
/** A photo no other upload of the run has sent (the same bytes would be noticed as a duplicate). */
async function photo(): Promise<Buffer> {
  photoCount += 1;
  const seed = (Date.now() + photoCount * 7919) % 0xffffff;
  return phonePhoto({ width: 500 + photoCount, height: 375, background: `#${seed.toString(16).padStart(6, "0")}` });
}

/** The page's width, and the innermost elements that reach past 390 px: what a failure should name. */
async function widthOf(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const past = [...document.querySelectorAll("body *")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.right > 390.5 && box.width > 0;
    });
    // Text that runs out of its box widens the page as much as a box does.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (parent && !parent.closest(".visually-hidden") && range.getBoundingClientRect().right > 390.5)
        past.push(parent);
    }
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const culprits = innermost.slice(0, 5).map((element) => {
      const classes = element.getAttribute("class") ? `.${element.getAttribute("class")?.split(" ").join(".")}` : "";
      return `${element.localName}${classes} “${(element.textContent ?? "").slice(0, 30)}”`;
    });
    // The outermost box wider than the screen: where the width leaks out.
    const name = (element: Element) =>
      `${element.localName}${element.getAttribute("class") ? `.${element.getAttribute("class")?.split(" ").join(".")}` : ""}`;
    let leak: Element | null = null;
    for (let element = innermost[0]?.parentElement ?? null; element; element = element.parentElement)
      if (element.getBoundingClientRect().width > 390.5) leak = element;
    if (leak)
      culprits.push(`leaks out of ${name(leak)} in ${leak.parentElement ? name(leak.parentElement) : "the page"}`);
    return { width: document.documentElement.scrollWidth, culprits };
  });
}

async function expectNoSideways(page: Page, where: string) {
  const { width, culprits } = await widthOf(page);
  expect(width, `${where} is ${width} px wide at 390 px: ${culprits.join(", ")}`).toBe(390);
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(describeViolations(where, await axeViolations(page))).toEqual([]);
}

/** Sends a paste or a drop of `name` onto the editor's text, as a phone's or a desktop's does. */
async function sendImage(target: Locator, how: "paste" | "drop", name: string, bytes: Buffer) {
  await target.evaluate(
    (element, { how, name, data }) => {
      const transfer = new DataTransfer();
      const binary = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      transfer.items.add(new File([binary], name, { type: "image/jpeg" }));
      const box = element.getBoundingClientRect();
      const event =
        how === "paste"
          ? new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent("drop", {
              dataTransfer: transfer,
              bubbles: true,
              cancelable: true,
              // At the end of the line: the picture goes after the paragraph, not into its middle.
              clientX: box.right - 5,
              clientY: box.top + box.height / 2,
            });
      element.dispatchEvent(event);
    },
    { how, name, data: bytes.toString("base64") },
  );
}

/** A news item's edit screen, its title and date filled, its text three short paragraphs under a heading. */
async function newsWithText(page: Page, title: string) {
  await newItem(page, "news", "New news item");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-11-26");
  const text = page.getByRole("textbox", { name: "Description" });
  await text.tap();
  await page.keyboard.type("## Sports day");
  for (const line of ["First paragraph.", "Second paragraph.", "Third paragraph."]) {
    await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
  return text;
}

test("a photo from the camera, a paste, a drop or the school's uploads goes into the text, described at once", async ({
  page,
  request,
}) => {
  await signInAs(page, request, "phone-pictures", "editor");
  const text = await newsWithText(page, `Sports day ${Date.now().toString(36)}`);
  const pictures = text.locator("img");

  // The Picture button opens the phone's camera and pictures: no address to type.
  await text.getByText("First paragraph.", { exact: true }).tap();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Picture", exact: true }).tap();
  const picker = await chooser;
  expect(await picker.element().getAttribute("accept")).toBe("image/*");
  await picker.setFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(pictures).toHaveCount(1);
  await expect(pictures.first()).toHaveAttribute("src", /^\/api\/image\/[0-9a-f]{64}\.jpg$/);
  const description = page.getByLabel("Description (alt text)");
  await expect(description).toBeFocused();
  await expect(page.locator(".rte-picture-name")).toHaveText("IMG_2041.jpg");
  // The check under the editor names it by its file name, with its thumbnail.
  const place = page.getByRole("button", { name: "Picture “IMG_2041.jpg”" });
  await expect(place).toBeVisible();
  await expect(place.locator("img")).toHaveAttribute("src", /\?w=160$/);
  await expect(page.getByText("Picture address")).toBeHidden();
  await expectNoSideways(page, "the picture just added");
  await page.screenshot({ path: ".tmp/phone-picture-describe.png", fullPage: true });
  await expectNoAxeViolations(page, "the picture panel, describing a new picture");
  await description.fill("Red House runners at the finish line");
  await page.getByRole("button", { name: "Apply" }).tap();
  await expect(place).toBeHidden();

  // Pasted: uploaded with its progress bar, then in the text, described next.
  await page.route("**/media/photos", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await text.getByText("Second paragraph.", { exact: true }).tap();
  await sendImage(text, "paste", "IMG_2042.jpg", await photo());
  await expect(page.getByRole("progressbar", { name: "Upload of IMG_2042.jpg" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Uploading a picture" })).toBeVisible();
  await page.screenshot({ path: ".tmp/phone-picture-uploading.png" });
  await expect(pictures).toHaveCount(2);
  await expect(page.getByRole("progressbar", { name: "Upload of IMG_2042.jpg" })).toBeHidden();
  await expect(description).toBeFocused();
  await expect(page.locator(".rte-picture-name")).toHaveText("IMG_2042.jpg");
  await description.fill("The relay's last lap");
  await page.getByRole("button", { name: "Apply" }).tap();
  await page.unroute("**/media/photos");

  // Dropped on the text: the same.
  await sendImage(text.getByText("Third paragraph.", { exact: true }), "drop", "IMG_2043.jpg", await photo());
  await expect(pictures).toHaveCount(3);
  await expect(description).toBeFocused();
  await expect(page.locator(".rte-picture-name")).toHaveText("IMG_2043.jpg");
  await page.getByLabel("Decorative only").check();
  await page.getByRole("button", { name: "Apply" }).tap();

  // Choose from uploaded: thumbnails, each named by its file name.
  await text.getByText("First paragraph.", { exact: true }).tap();
  await page.getByRole("button", { name: "Picture", exact: true }).tap();
  await page.getByRole("button", { name: "Choose from uploaded" }).tap();
  const uploaded = page.getByRole("list", { name: "Uploaded pictures" });
  const first = uploaded.getByRole("button", { name: "IMG_2041.jpg", exact: true });
  await expect(first).toBeVisible();
  await expect(first.locator("img")).toHaveJSProperty("complete", true);
  await expectNoSideways(page, "the uploaded pictures");
  await page.screenshot({ path: ".tmp/phone-picture-choose.png", fullPage: true });
  await expectNoAxeViolations(page, "the picture panel, choosing from uploaded");
  await first.tap();
  await expect(pictures).toHaveCount(4);
  await expect(description).toBeFocused();
  await description.fill("Red House runners again, from the stand");
  await page.getByRole("button", { name: "Apply" }).tap();

  await page.getByRole("button", { name: "Save draft" }).tap();
  await expect(page.getByRole("textbox", { name: "Description" }).locator("img")).toHaveCount(4);
  await expect(page.locator(".rte-problem")).toHaveCount(0);
});

test("the publish check names a picture by its file name, wraps it, and forgets it once it is described", async ({
  page,
  request,
}) => {
  // 80 characters, no space, no hyphen: the longest word a phone's photo may be given.
  const longName = `${"AnnualDayStageChoirAndOrchestra".repeat(3).slice(0, 76)}.jpg`;
  expect(longName).toHaveLength(80);
  await signInAs(page, request, "phone-refusal", "editor");
  const text = await newsWithText(page, `Annual Day ${Date.now().toString(36)}`);
  await text.getByText("First paragraph.").tap();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Picture", exact: true }).tap();
  await (await chooser).setFiles({ name: longName, mimeType: "image/jpeg", buffer: await photo() });
  await expect(text.locator("img")).toHaveCount(1);
  const stored = String(await text.locator("img").getAttribute("src")).replace("/api/image/", "");
  await page.getByRole("button", { name: "Cancel" }).tap();

  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  const refusal = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`Picture “${longName}”: This picture has no description`);
  await expect(refusal.locator("img")).toHaveAttribute("src", `/api/image/${stored}?w=160`);
  await expect(refusal).not.toContainText(stored.slice(0, 20));
  await expect(page.locator(".rte-problems")).not.toContainText(stored.slice(0, 20));
  await expectNoSideways(page, "the refused news item");
  await page.screenshot({ path: ".tmp/phone-picture-refusal.png", fullPage: true });
  await expectNoAxeViolations(page, "the refused news item");

  // Described: the refusal box keeps no finding that is no longer true.
  await page.getByRole("button", { name: `Picture “${longName}”` }).tap();
  await page.getByRole("button", { name: "Picture", exact: true }).tap();
  await page.getByLabel("Description (alt text)").fill("The choir on stage in white");
  await page.getByRole("button", { name: "Apply" }).tap();
  const summary = page.locator(".admin-summary");
  await expect(summary).toContainText("What stopped it is fixed now: try again.");
  await expect(summary).not.toContainText(longName);
  await page.screenshot({ path: ".tmp/phone-picture-fixed.png", fullPage: true });
  await expectNoAxeViolations(page, "the news item, fixed");
  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
});

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every admin address app/routes.ts declares, its parameters filled by `fill` (one address or many each). */
function adminPaths(entries: readonly RouteEntry[], fill: (parameter: string) => string[], base = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const path = entry.index ? base : [base, entry.path ?? ""].filter(Boolean).join("/");
    if (!path.startsWith("admin")) continue;
    if (entry.children) paths.push(...adminPaths(entry.children, fill, path));
    else {
      let expanded = [path];
      for (const parameter of path.match(/:\w+/g) ?? [])
        expanded = expanded.flatMap((one) => fill(parameter).map((value) => one.replace(parameter, value)));
      paths.push(...expanded);
    }
  }
  return paths;
}

test("no admin screen is widened by an 80-character file name, title or address, at 390 px", async ({
  page,
  request,
}) => {
  const { default: routes } = await import("#app/routes.ts");
  const stamp = Date.now().toString(36);
  // 80 characters each, not one break opportunity among them.
  const fileName = `${"SportsDayRelayFinishLinePhotograph".repeat(3).slice(0, 72)}${stamp.slice(-4)}.jpg`;
  const title = `${"AnnualDayCelebrationsAndPrizeDistribution".repeat(2).slice(0, 74)}${stamp.slice(-6)}`;
  const address = `https://example.org/gallery/annual-day-2026/${"photographs".repeat(5)}`.slice(0, 80);
  for (const word of [fileName, title, address]) expect(word).toHaveLength(80);

  // The pages anyone sees before signing in.
  const signedOut = adminPaths(routes as RouteEntry[], () => []).filter((path) => !path.includes(":"));
  const wide: string[] = [];
  const check = async (path: string) => {
    await page.goto(`${editingUrl}/${path}`);
    const { width, culprits } = await widthOf(page);
    if (width !== 390) wide.push(`/${path}: ${width} px (${culprits.join(", ")})`);
  };
  for (const path of signedOut.filter((one) => /sign-in|password|invitation/.test(one))) await check(path);

  await signInAs(page, request, "phone-widths", "owner");
  const api = `${editingUrl}/api/admin/schools/demo`;
  const headers = { origin: editingUrl };
  const upload = async (name: string, query = "") => {
    const answer = await page.request.post(`${api}/media/photos${query}`, {
      headers: { ...headers, "x-file-name": encodeURIComponent(name), "content-type": "application/octet-stream" },
      data: await photo(),
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { file: { path: string } }).file.path;
  };
  const inAlbum = await upload(fileName);
  // An album is a draft of the galleries kind (decision 0101), its photos in its attachments.
  const album = await page.request.post(`${api}/content/galleries`, {
    headers,
    data: {
      values: {
        title,
        date: "2026-11-20",
        category: "PhotoGallery",
        description: address,
        attachments: JSON.stringify([inAlbum]),
      },
    },
  });
  const { id: albumId } = (await album.json()) as { id: string };
  await upload(`${fileName.slice(0, 60)}Unused${fileName.slice(66)}`);
  const draft = await page.request.post(`${api}/content/news`, {
    headers,
    data: {
      values: {
        title,
        fromDate: "2026-11-20",
        description: `<p><a href="${address}">${address}</a></p><figure><img src="/api/image/${inAlbum}" alt=""></figure>`,
      },
    },
  });
  const { id: newsId } = (await draft.json()) as { id: string };

  // Every kind the content screen lists.
  await page.goto(`${editingUrl}/admin/content`);
  const kinds = [
    ...new Set(
      (
        await page
          .locator('main a[href^="/admin/content/"]')
          .evaluateAll((links) => links.map((link) => (link.getAttribute("href") ?? "").split("/")[3]))
      ).filter(Boolean),
    ),
  ];
  expect(kinds).toContain("news");

  const fill = (parameter: string) => (parameter === ":kind" ? kinds : [parameter === ":id" ? albumId : ""]);
  // Screens only: a resource route that answers a file (the subscribers' CSV) is a download, not a screen.
  const signedIn = adminPaths(routes as RouteEntry[], fill).filter(
    (path) => !/sign-in|password|invitation/.test(path) && !/\.\w+$/.test(path),
  );
  // An album's page (its old address leads to it) and a news item's, each with the long words in them.
  const paths = [
    ...signedIn.filter((path) => !/^admin\/content\/\w+\/[\w-]+/.test(path)),
    ...["", "/history", "/preview"].map((tail) => `admin/content/news/${newsId}${tail}`),
  ];
  expect(paths).toEqual(expect.arrayContaining(["admin", "admin/people", `admin/albums/${albumId}`, "admin/alerts"]));
  for (const path of paths) await check(path);
  expect(wide).toEqual([]);
  // The disclosure's tables of rows now scroll inside their box: still nothing for axe.
  await page.goto(`${editingUrl}/admin/content/disclosure`);
  await expectNoAxeViolations(page, "the disclosure's form");
  await page.screenshot({ path: ".tmp/phone-widths-disclosure.png", fullPage: true });

  // The publish refusal names the picture by its 80-character file name.
  await page.goto(`${editingUrl}/admin/content/news/${newsId}`);
  await page.getByRole("button", { name: "Publish", exact: true }).tap();
  await expect(page.locator(".admin-summary")).toContainText(`Picture “${fileName}”`);
  await expectNoSideways(page, "the refused news item");
  await page.screenshot({ path: ".tmp/phone-widths-refusal.png", fullPage: true });
  await page.goto(`${editingUrl}/admin/albums/${albumId}`);
  await page.screenshot({ path: ".tmp/phone-widths-album.png", fullPage: true });
  await page.goto(`${editingUrl}/admin/activity`);
  await page.screenshot({ path: ".tmp/phone-widths-activity.png", fullPage: true });
});
