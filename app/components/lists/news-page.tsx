import { SubscribeLink } from "#app/components/subscribe-link.tsx";
import type { ListView } from "#app/lib/list-views.ts";
import { listStrings } from "#app/lib/strings/lists.ts";
import { pages } from "#app/lib/strings/pages.ts";
import type { NewsRecord } from "#domain/api-records";
import { AttachmentLinks } from "./attachment-links";
import { DisplayDate } from "./display-date";
import { ItemPlaceholder, ListLayout, periodListProps } from "./list-layout";
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

/** Latest News (spec 2.6): count, year, month, search and the list with attachments. */
export function NewsPage({ view }: { view: ListView<NewsRecord> }) {
  return (
    <ListLayout
      title={pages.news.name}
      {...periodListProps(view, l.news, l.noNews)}
      aside={<SubscribeLink topic="news" />}
      back={view.focused ? { to: "/News", label: l.allNews } : null}
    >
      <ul className="item-list">
        {view.total === 0 ? (
          <ItemPlaceholder title={l.newsPlaceholderTitle} />
        ) : (
          view.items.map((news) => <NewsItem key={news._id} news={news} />)
        )}
      </ul>
    </ListLayout>
  );
}
