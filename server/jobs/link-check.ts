import type { Db } from "#database/connection";
import { type LinkCheckResult, saveLinkChecks } from "#database/queries/link-checks";
import { listSchoolCodes } from "#database/queries/platform";
import { findSingleItem } from "#database/queries/single-items";
import { disclosureLinks } from "#domain/disclosure-health";
import { limitConcurrency } from "#server/files/limit-concurrency";

/**
 * The daily check of the disclosure's external links (issue 25): CBSE penalises dead links. Each
 * link is asked once (HEAD, then GET where a server refuses HEAD), with a time limit, a few at a
 * time, off the request path; what it finds is stored (database/queries/link-checks.ts) and the
 * health panel reads it from there.
 */
export type LinkCheckDeps = {
  db: Db;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => Date;
  /** How long a link may take to answer. */
  timeoutMs: number;
  /** How many links are asked at once, across every school. */
  concurrency: number;
};

export const linkCheckDefaults = { timeoutMs: 10_000, concurrency: 4, everyMs: 24 * 60 * 60 * 1000 } as const;

/** Whether a link answers: any final answer below 400 (redirects followed) counts. */
export async function checkLink(
  url: string,
  fetcher: LinkCheckDeps["fetch"],
  timeoutMs: number,
): Promise<{ ok: boolean; problem: string | null }> {
  const ask = (method: "HEAD" | "GET") =>
    fetcher(url, { method, redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
  try {
    let response = await ask("HEAD");
    // Some servers (YouTube among them, at times) refuse HEAD: a GET says whether the page is there.
    if (response.status === 405 || response.status === 501 || response.status === 403) {
      await response.body?.cancel();
      response = await ask("GET");
    }
    await response.body?.cancel();
    return response.status < 400 ? { ok: true, problem: null } : { ok: false, problem: `answered ${response.status}` };
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      return { ok: false, problem: `no answer in ${timeoutMs / 1000} s` };
    }
    return { ok: false, problem: "could not be reached" };
  }
}

export type LinkCheckRun = { schools: number; links: number; broken: number };

/** Checks every school's disclosure links once and stores what it found. */
export async function runLinkChecks(deps: LinkCheckDeps): Promise<LinkCheckRun> {
  const limit = limitConcurrency(deps.concurrency);
  const run: LinkCheckRun = { schools: 0, links: 0, broken: 0 };
  const schools = await listSchoolCodes(deps.db);
  await Promise.all(
    schools.map(async (school) => {
      const links = disclosureLinks(await findSingleItem(deps.db, school, "disclosure"));
      const results: LinkCheckResult[] = await Promise.all(
        links.map((url) =>
          limit(async () => ({
            url,
            ...(await checkLink(url, deps.fetch, deps.timeoutMs)),
            checkedAt: deps.now().toISOString(),
          })),
        ),
      );
      await saveLinkChecks(deps.db, school, results);
      run.schools++;
      run.links += results.length;
      run.broken += results.filter((result) => !result.ok).length;
    }),
  );
  return run;
}

/**
 * Runs the check a minute after start, then every `everyMs` (a day), one run at a time, never
 * holding the process open. Answers a function that stops it.
 */
export function startLinkChecks(
  deps: LinkCheckDeps,
  everyMs: number,
  onError: (error: unknown) => void,
  firstAfterMs = 60_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runLinkChecks(deps);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, firstAfterMs);
  first.unref();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
