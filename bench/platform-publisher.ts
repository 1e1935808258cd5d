/**
 * The publishing school of `bench:platform`'s fourth part, in a process of its own: its first news item
 * changes title every second, written as the editor's publish writes it (through writeSchool, which moves
 * the school's version and rebuilds its search index), until SIGTERM; then it prints how many publishes it
 * made. In the load generator's own process this work delayed autocannon's event loop, and so every
 * latency it measured, whichever school the request was for (2026-11-27): it must not share that loop.
 *
 *   node --import tsx bench/platform-publisher.ts DATABASE_URL SCHOOL_CODE
 */
import { openPostgres } from "#database/connection";
import { writeLiveItem } from "#database/queries/editing-live";
import { listItems } from "#database/queries/lists";
import { writeSchool } from "#database/school-scope";
import { contentKinds } from "#domain/content-kinds";

const [databaseUrl, schoolCode] = process.argv.slice(2);
if (!databaseUrl || !schoolCode) throw new Error("usage: platform-publisher.ts DATABASE_URL SCHOOL_CODE");

const db = openPostgres(databaseUrl, { poolSize: 2 });
const [news] = await listItems(db, contentKinds.news, schoolCode);
if (!news) throw new Error(`${schoolCode} has no news to publish`);

let running = true;
process.once("SIGTERM", () => {
  running = false;
});
// Ready: the parent starts its load when it reads this line.
process.stdout.write("ready\n");
let publishes = 0;
while (running) {
  const started = performance.now();
  const { _id, ...item } = news;
  await writeSchool(db, schoolCode, (school) =>
    writeLiveItem(school, "news", _id, { ...item, title: `${news.title} (${new Date().toISOString()})` }),
  );
  publishes += 1;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
}
await db.destroy();
process.stdout.write(`publishes ${publishes}\n`);
