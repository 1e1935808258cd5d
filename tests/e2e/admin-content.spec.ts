import { newItem, setServerClock, signInAs, tomorrowAt } from "./admin-content-helpers";
import { editingUrl } from "./admin-helpers";
import { expect, test } from "./test";

// Each test makes its item as a person does, by typing into "New" and saving (decision 0098): on a
// busy 2-core machine the longest ones run past the default 30 s.
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 13 in the browser, on the editing server's own demo school: an editor writes, fails a
 * publish-time check, fixes it and publishes; schedules; reviews a contributor's draft; goes back
 * to a revision; deletes and restores; changes the school's phone number.
 */

test("a news item with a heading, a list, a table and a picture: refused without alt text, then published to /News and Home", async ({
  page,
  request,
}) => {
  const news = (await (await request.get(`${editingUrl}/api/news/demo`)).json()) as Array<{ attachments: string[] }>;
  const picture = news.flatMap((item) => item.attachments).find((file) => /\.jpe?g$/i.test(file));
  expect(picture).toBeTruthy();
  await signInAs(page, request, "news-editor", "editor");
  await newItem(page, "news", "New news item");
  const title = `Annual Sports Meet ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-11-26");
  const editor = page.getByRole("textbox", { name: "Description" });
  await editor.click();
  await page.keyboard.type("## Results");
  await page.keyboard.press("Enter");
  await page.keyboard.type("* Red House first");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Blue House second");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Table", exact: true }).click();
  await page.keyboard.type("House");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Points");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Red");
  await page.keyboard.press("Tab");
  await page.keyboard.type("120");
  // The picture goes after the table, with no description yet.
  await editor.press("Control+End");
  await page.getByRole("button", { name: "Picture", exact: true }).click();
  await page.getByText("Use the address of a picture on this site").click();
  await page.getByLabel("Picture address").fill(`/api/image/${picture}`);
  await page.getByRole("button", { name: "Add picture" }).click();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "cannot be published yet" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText("This picture has no description (alt text).");
  await expect(refusal).toBeFocused();
  const live = await request.get(`${editingUrl}/api/news/all/demo`);
  expect(JSON.stringify(await live.json())).not.toContain(title);

  // By its file name, or by its place among the pictures when it is stored under a hash with no uploaded name.
  await page.getByRole("button", { name: /^Picture (“|\d)/ }).click();
  await page.getByRole("button", { name: "Picture", exact: true }).click();
  await page.getByLabel("Description (alt text)").fill("Red House runners lifting the trophy");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();

  await page.goto(`${editingUrl}/News`);
  const item = page.locator(".list-item").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(item.getByRole("heading", { name: "Results", level: 3 })).toBeVisible();
  await expect(item.getByRole("listitem")).toHaveText(["Red House first", "Blue House second"]);
  await expect(item.getByRole("columnheader")).toHaveText(["House", "Points", ""]);
  await expect(item.getByRole("img", { name: "Red House runners lifting the trophy" })).toBeVisible();
  await page.goto(`${editingUrl}/`);
  await expect(page.locator(".news-item").filter({ hasText: title }).first()).toBeAttached();
});

test("a scheduled notification appears on Home at its time, by the server's test clock", async ({ page, request }) => {
  await signInAs(page, request, "scheduler", "editor");
  await newItem(page, "notifications", "New notification");
  const title = `Winter holidays ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Text", { exact: true }).fill("The school is closed from 24 December to 1 January.");
  const at = tomorrowAt(9);
  await page.getByLabel("Publish at").fill(at.local);
  await page.getByRole("button", { name: "Save schedule" }).click();
  await expect(page.getByText("Schedule saved.")).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();

  const titles = async () =>
    ((await (await request.get(`${editingUrl}/api/notification/demo`)).json()) as Array<{ title: string }>).map(
      (item) => item.title,
    );
  expect(await titles()).not.toContain(title);
  try {
    await setServerClock(request, new Date(at.instant.getTime() - 60_000));
    expect(await titles()).not.toContain(title);
    await setServerClock(request, new Date(at.instant.getTime() + 60_000));
    expect(await titles()).toContain(title);
    await page.goto(`${editingUrl}/`);
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await expect(dialog.getByRole("heading", { name: title })).toBeAttached();
  } finally {
    await setServerClock(request, new Date());
  }
});

test("a contributor's draft goes to review, is sent back, and an editor approves it", async ({ page, request }) => {
  await signInAs(page, request, "contributor", "contributor");
  const url = await newItem(page, "news", "New news item");
  const title = `Quiz results ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-11-20");
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByText("Sent for review.")).toBeVisible();
  await expect(page.getByText("In review", { exact: true })).toBeVisible();

  await signInAs(page, request, "reviewer", "editor");
  await page.goto(`${editingUrl}/admin/content`);
  await page.getByRole("link", { name: title }).click();
  await page.getByLabel("What needs changing").fill("Add the winners' class.");
  await page.getByRole("button", { name: "Send back to the author" }).click();
  await expect(page.getByText("Sent back to its author")).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, request, "contributor-2", "contributor");
  // Someone else's draft is not this contributor's to change.
  await page.goto(url);
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);

  await signInAs(page, request, "approver", "editor");
  await page.goto(url);
  await expect(page.getByText("Sent back by an editor: Add the winners' class.")).toBeVisible();
  await page.getByLabel("Title").fill(`${title}: Class VII wins`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
  await page.goto(`${editingUrl}/News`);
  await expect(page.getByRole("heading", { name: `${title}: Class VII wins` })).toBeVisible();
});

test("an older revision comes back as the draft, and is published", async ({ page, request }) => {
  await signInAs(page, request, "historian", "editor");
  const url = await newItem(page, "highlights", "New highlight");
  const first = `Fee due on 10 December ${Date.now().toString(36)}`;
  await page.getByLabel("Text", { exact: true }).fill(first);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
  await page.getByLabel("Text", { exact: true }).fill(`${first} (changed by mistake)`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  await page.getByRole("link", { name: /^History/ }).click();
  const comparison = page.getByRole("table", { name: "Each field in the two revisions" });
  await expect(comparison.getByRole("row", { name: /Text/ })).toContainText("Changed");
  await expect(comparison).toContainText(`${first} (changed by mistake)`);
  const published = page.getByRole("listitem").filter({ hasText: "published" });
  await published.getByRole("button", { name: /^Restore/ }).click();
  await page.waitForURL(`${url}?restored=1`);
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue(first);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
  const highlights = (await (await request.get(`${editingUrl}/api/highlight/demo`)).json()) as Array<{ title: string }>;
  expect(highlights.map((item) => item.title)).toContain(first);
});

test("a deleted item leaves the site, waits in the trash, and comes back", async ({ page, request }) => {
  await signInAs(page, request, "tidier", "editor");
  const events = (await (await request.get(`${editingUrl}/api/events/all/demo`)).json()) as Array<{
    title: string;
    date: string;
  }>;
  // /Events shows the current year's events first (spec 2.7): one of those, so the page shows it.
  const victim = events.find((event) => event.date.startsWith(String(new Date().getFullYear())))?.title ?? "";
  await page.goto(`${editingUrl}/admin/content/events?q=${encodeURIComponent(victim)}`);
  await page.getByRole("link", { name: victim }).first().click();
  await page.getByText("Delete…").click();
  await page.getByRole("button", { name: "Move to the trash" }).click();
  await expect(page.getByText(`“${victim}” is in the trash for 30 days.`)).toBeVisible();
  await page.goto(`${editingUrl}/Events`);
  await expect(page.getByRole("heading", { name: victim })).toHaveCount(0);

  await page.goto(`${editingUrl}/admin/trash`);
  await page.getByRole("button", { name: `Restore ${victim}` }).click();
  await expect(page.getByText(`“${victim}” is back, as a draft.`)).toBeVisible();
  await page.getByRole("link", { name: "Open it" }).click();
  await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
  await page.goto(`${editingUrl}/Events`);
  await expect(page.getByRole("heading", { name: victim })).toBeVisible();
});

test("the school's phone number, edited in the profile, is in the footer at the next request", async ({
  page,
  request,
}) => {
  await signInAs(page, request, "office", "editor");
  await page.goto(`${editingUrl}/admin/content`);
  await page.getByRole("link", { name: "School profile" }).click();
  await page.getByLabel("Phone").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();
  await page.goto(`${editingUrl}/About`);
  await expect(page.locator("footer")).toContainText("+91 98765 43210");
});

test("an ended session loses nothing: the typing is kept in the browser and offered back after signing in", async ({
  page,
  request,
}) => {
  const email = await signInAs(page, request, "forgetful", "editor");
  const url = await newItem(page, "news", "New news item");
  await page.getByLabel("Title").fill("Sports Day, first words");
  await expect(page.getByText(/^Draft saved at/)).toBeVisible({ timeout: 10_000 });
  await page.context().clearCookies();
  await page.getByLabel("Title").fill("Sports Day, words typed after the session ended");
  await expect(page.getByText("Your session has ended.", { exact: false })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(url);

  await page.goto(url);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("a long staff password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(url);
  await expect(page.getByLabel("Title")).toHaveValue("Sports Day, first words");
  await page.getByRole("button", { name: "Use the unsaved changes" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Sports Day, words typed after the session ended");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue("Sports Day, words typed after the session ended");
});

test("a PDF attached to a news item is uploaded with its own progress bar and linked from /News", async ({
  page,
  request,
}) => {
  await signInAs(page, request, "attacher", "editor");
  await newItem(page, "news", "New news item");
  const title = `Session calendar out ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-11-24");
  await page.getByLabel("Add files").setInputFiles("content/demo/files/docs/session-calendar-2024-25.pdf");
  await expect(page.getByRole("progressbar", { name: "Upload of session-calendar-2024-25.pdf" })).toBeVisible();
  const attached = page.getByRole("group", { name: "Attachments" }).getByRole("link");
  await expect(attached).toHaveCount(1);
  const href = await attached.getAttribute("href");
  expect(href).toMatch(/^\/api\/image\/.+\.pdf$/);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. The site shows it now.")).toBeVisible();

  await page.goto(`${editingUrl}/News`);
  const item = page.locator(".list-item").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(item.locator(`a[href="${href}"]`)).toBeVisible();
  expect((await request.get(`${editingUrl}${href}`)).headers()["content-type"]).toBe("application/pdf");
});
