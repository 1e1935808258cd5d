import type { Context, Hono } from "hono";
import * as albums from "#server/operations/staff-albums";
import type { AdminDeps } from "./admin-deps";
import type { AdminEnv } from "./guards";
import { answering, schoolContextOf } from "./staff-answer";
import { jsonBody } from "./validation";

/** Albums (issue 14, decision 0061): the routes over server/operations/staff-albums.ts. */
export function registerMediaAlbums(school: Hono<AdminEnv>, deps: AdminDeps): void {
  const context = (c: Context<AdminEnv>) => schoolContextOf(c, deps);
  school.get("/albums", (c) => answering(c, async () => c.json({ data: await albums.albums(context(c)) })));
  school.post("/albums", async (c) => {
    const body = await jsonBody(c);
    return answering(c, async () => c.json(await albums.addAlbum(context(c), body), 201));
  });
  school.get("/albums/:id", (c) => answering(c, async () => c.json(await albums.album(context(c), c.req.param("id")))));
  school.patch("/albums/:id", async (c) => {
    const body = await jsonBody(c);
    return answering(c, async () => c.json(await albums.changeAlbumOf(context(c), c.req.param("id"), body)));
  });
  school.post("/albums/:id/publish", (c) =>
    answering(c, async () => {
      const outcome = await albums.publishAlbumOf(context(c), c.req.param("id"));
      if (outcome.ok) return c.json({ id: outcome.id, path: outcome.path });
      const { message, problems } = outcome;
      return c.json({ error: { code: "publish_refused", message, problems } }, 409);
    }),
  );
}
