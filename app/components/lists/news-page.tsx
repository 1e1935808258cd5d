import { Link } from "react-router";
import { SubscribeLink } from "#app/components/subscribe-link.tsx";
import type { ListView } from "#app/lib/list-views.ts";
import { countText, fallbackNotice, filtersLabel, listStrings } from "#app/lib/strings/lists.ts";
import { pages } from "#app/lib/strings/pages.ts";
import type { NewsRecord } from "#domain/api-records";
import { AttachmentLinks } from "./attachment-links";
import { DisplayDate } from "./display-date";
import { ListFilters, periodFields } from "./list-filters";
import { ListLayout } from "./list-layout";
import { ListStatus } from "./list-status";
import { RichDescription } from "./rich-description";

const l = listStrings;

function NewsItem({ news }: { news: NewsRecord }) {
  return (
    <li className="list-item">
      <h2 className="list-item__title">{news.title}</h2>
      <p className="list-item__meta">
        <DisplayDate date={news.fromDate} />
      </p>
      {news.description && <RichDescription text={news.description} />}
      <AttachmentLinks title={news.title} files={news.attachments} />
    </li>
  );
}

/** Shown when the school has published no news at all. */
function NewsPlaceholder() {
  return (
    <li className="list-item list-item--placeholder">
      <h2 className="list-item__title">{l.newsPlaceholderTitle}</h2>
      <p className="list-item__meta">{l.placeholderDate}</p>
      <p>{l.placeholderDescription}</p>
    </li>
  );
}

/** Latest News (spec 2.6): count, year, month, search and the list with attachments. */
export function NewsPage({ view }: { view: ListView<NewsRecord> }) {
  const { query, notice, items } = view;
  return (
    <ListLayout
      title={pages.news.name}
      filters={
        <ListFilters
          label={filtersLabel(pages.news.name)}
          selects={periodFields(view)}
          search={{ label: l.searchTitle, value: query.q }}
        />
      }
      status={
        <>
          <SubscribeLink topic="news" />
          {view.focused && (
            <p>
              <Link to="/News">{l.allNews}</Link>
            </p>
          )}
          <ListStatus
            count={countText(items.length, l.news)}
            notice={notice && fallbackNotice(notice.shown, notice.missed)}
            empty={view.total > 0 && items.length === 0 ? l.noNews : null}
          />
        </>
      }
    >
      <ul className="item-list">
        {view.total === 0 ? <NewsPlaceholder /> : items.map((news) => <NewsItem key={news._id} news={news} />)}
      </ul>
    </ListLayout>
  );
}
