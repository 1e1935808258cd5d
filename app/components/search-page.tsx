import { DisplayDate } from "#app/components/lists/display-date.tsx";
import { MarkedText } from "#app/components/marked-text.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { groupHeading, groupHits, hitPath, type SearchPages } from "#app/lib/search-view.ts";
import { noResultsText, resultsText, searchPage, searchStrings } from "#app/lib/strings/search.ts";
import type { SearchHit } from "#domain/search-hit";
import "./search-page.css";

const s = searchStrings;

/** `pages`: the kinds' own pages by their hits' kind (app/lib/page-names.server.ts). */
export type SearchView = { query: string; hits: SearchHit[]; failed: boolean; pages?: SearchPages };

function Hit({ hit, pages }: { hit: SearchHit; pages?: SearchPages }) {
  const snippet = hit.snippet.some((piece) => piece.text.trim() !== "");
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <PageLink to={hitPath(hit, pages)}>
          <MarkedText pieces={hit.title} />
        </PageLink>
      </h3>
      {hit.date && <DisplayDate className="search-hit__date" date={hit.date} />}
      {snippet && (
        <p className="search-hit__snippet">
          <MarkedText pieces={hit.snippet} />
        </p>
      )}
    </li>
  );
}

/**
 * /Search (issue 16): the form, then the hits grouped by kind, each with its title, date,
 * a snippet with the matched words marked, and a link; "No results for …" when nothing matched.
 * Rendered on the server: it works without JavaScript.
 */
export function SearchPage({ view }: { view: SearchView }) {
  const { query, hits, failed, pages } = view;
  const groups = groupHits(hits);
  const status = failed
    ? s.unavailable
    : query === ""
      ? null
      : hits.length === 0
        ? noResultsText(query)
        : resultsText(hits.length, query);
  return (
    <>
      <PageHeader title={searchPage.name} />
      <div className="container page-body search-page">
        {/* biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as it was as a router <Form>. */}
        <form method="get" action="/Search" role="search" aria-label={s.formLabel} className="search-form">
          <label htmlFor="search-page-q">{s.input}</label>
          <div className="search-form__row">
            <input
              id="search-page-q"
              type="search"
              name="q"
              defaultValue={query}
              key={query}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              {s.submit}
            </button>
          </div>
          <p className="search-form__hint">{s.hint}</p>
        </form>
        <div className="search-status" aria-live="polite" aria-atomic="true">
          {status && <p>{status}</p>}
        </div>
        <div className="search-results">
          {groups.map((group) => (
            <section key={group.kind} className="search-group" aria-labelledby={`search-group-${group.kind}`}>
              <h2 id={`search-group-${group.kind}`}>
                {groupHeading(group.kind, pages)} <span className="search-group__count">({group.hits.length})</span>
              </h2>
              <ol className="search-group__hits">
                {group.hits.map((hit) => (
                  <Hit key={`${hit.kind}:${hit._id}`} hit={hit} pages={pages} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
