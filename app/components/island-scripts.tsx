import { useContext } from "react";
import { useMatches } from "react-router";
import { pageIslands } from "#app/islands/names.ts";
import { IslandsContext } from "#app/lib/islands-context.tsx";
import { speculationRules } from "#app/lib/speculation-rules.ts";

/**
 * Marks the page ready for the browser tests (tests/e2e/test.ts waits for <html data-hydrated>):
 * DOMContentLoaded fires once every module script of the page has run, so once every island has
 * found its elements and taken them over.
 */
const readyScript =
  'document.addEventListener("DOMContentLoaded",function(){document.documentElement.setAttribute("data-hydrated","")})';

/**
 * A public page's scripts, in its <head> (docs/decisions/0093-public-pages-islands.md): one module
 * script per island the page needs (the chrome's and those its routes' handles name; a small one's
 * code inline, marked with its file's address, decision 0109), the chunks
 * they share as module preloads, and the speculation rules. Module scripts run in order once the
 * HTML is parsed, so they never hold up the first paint. Every script carries the page's nonce.
 */
export function IslandScripts({ nonce }: { nonce?: string }) {
  const assets = useContext(IslandsContext);
  const matches = useMatches();
  const scripts = pageIslands(matches.map((match) => match.handle)).flatMap((name) => assets[name] ?? []);
  const sources = new Set(scripts.map((script) => script.src));
  const preloads = [...new Set(scripts.flatMap((script) => script.preloads))].filter((href) => !sources.has(href));
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: readyScript }} />
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {scripts.map((script) =>
        script.code === undefined ? (
          <script key={script.src} type="module" nonce={nonce} src={script.src} />
        ) : (
          <script
            key={script.src}
            type="module"
            nonce={nonce}
            data-island={script.src}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own island code (server/island-assets.ts).
            dangerouslySetInnerHTML={{ __html: script.code }}
          />
        ),
      )}
      <script
        type="speculationrules"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of constants (app/lib/speculation-rules.ts).
        dangerouslySetInnerHTML={{ __html: speculationRules() }}
      />
    </>
  );
}
