import { expect, it } from "vitest";
import { addRevision } from "#database/queries/editing";
import { forSchool } from "#database/school-scope";
import { createTestApi } from "#tests/api-fixture";
import { longestStall } from "#tests/event-loop-stall";
import { tempDir } from "#tests/fixtures/make-bundle";
import { createStaff, sameSite, signIn } from "#tests/staff-fixture";

/** An owner signed in, and a news draft of theirs. */
async function newsDraft(folder: string) {
  const t = await createTestApi({ DATA_DIR: tempDir(folder) });
  await createStaff(t.app, t.auth, t.db, "principal@school.example", "owner");
  const cookie = await signIn(t.app, "principal@school.example");
  const headers = { ...sameSite, cookie, "content-type": "application/json" };
  const api = "/api/admin/schools/test/content/news";
  const created = await t.app.request(api, {
    method: "POST",
    headers,
    body: JSON.stringify({ values: { title: "Annual Day", description: "<p>Draft</p>" } }),
  });
  const { id } = (await created.json()) as { id: string };
  return { t, headers, api, id };
}

it("saves a draft of an item with many long revisions without reading them all back (issue 21)", async () => {
  const { t, headers, api, id } = await newsDraft("revision-reads");
  // Eighty earlier saves of a long text: 43 MB of revisions, each a whole draft as JSON.
  const long = `<p>${"A long account of the day. ".repeat(20_000)}</p>`;
  for (let index = 0; index < 80; index += 1) {
    await addRevision(forSchool(t.db, "test"), {
      kind: "news",
      entryId: id,
      at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
      userId: null,
      actor: "principal@school.example",
      action: "saved",
      data: { title: "Annual Day", description: long },
    });
  }

  const { result: saved, stallMs } = await longestStall(async () =>
    t.app.request(`${api}/${id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ values: { title: "Annual Day", description: "<p>Short now.</p>" } }),
    }),
  );
  expect(saved.status).toBe(200);
  expect((await saved.json()).revisions).toBe(82);
  // Reading and parsing all of them, twice (the autosave's look at the newest, the answer's count), held the
  // event loop for about 0.2 s; the newest alone and a count take about 10 ms.
  // A generous bound (a busy CI machine doubles the figures): the old reads took far longer still.
  expect(stallMs).toBeLessThan(150);
});

it("answers an autosave with its time, not the whole draft again; a save answers the item (issue 21)", async () => {
  const { t, headers, api, id } = await newsDraft("autosave-answer");
  const description = `<p>${"A long account of the day. ".repeat(20_000)}</p>`;
  const put = (autosave: boolean) =>
    t.app.request(`${api}/${id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ values: { title: "Annual Day", description }, autosave }),
    });
  const autosaved = await put(true);
  expect(autosaved.status).toBe(200);
  const answer = await autosaved.json();
  expect(answer).toEqual({
    id,
    updatedAt: expect.any(String),
    title: "Annual Day",
    status: "draft",
    hasChanges: false,
    autosaved: true,
  });
  // The text is kept all the same.
  const item = await (await t.app.request(`${api}/${id}`, { headers })).json();
  expect(item.data.description).toBe(description);
  expect(item.updatedAt).toBe(answer.updatedAt);
  const saved = await (await put(false)).json();
  expect(saved.data.description).toBe(description);
});

it("answers an autosave of a published item with where it stands: changes not yet published (issue 23)", async () => {
  const { t, headers, api, id } = await newsDraft("autosave-status");
  const values = { title: "Annual Day", description: "<p>Draft</p>", fromDate: "2026-11-20" };
  await t.app.request(`${api}/${id}`, { method: "PUT", headers, body: JSON.stringify({ values }) });
  const published = await t.app.request(`${api}/${id}/publish`, { method: "POST", headers, body: "{}" });
  expect(await published.json()).toMatchObject({ status: "published", hasChanges: false });
  const autosaved = await t.app.request(`${api}/${id}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ values: { ...values, title: "Annual Day 2026" }, autosave: true }),
  });
  expect(await autosaved.json()).toMatchObject({ title: "Annual Day 2026", status: "published", hasChanges: true });
});
