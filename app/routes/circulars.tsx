import { ExternalLink } from "#app/components/external-link.tsx";
import { DisplayDate } from "#app/components/lists/display-date.tsx";
import { type SelectField, yearField } from "#app/components/lists/list-filters.tsx";
import { ListLayout } from "#app/components/lists/list-layout.tsx";
import { SubscribeLink } from "#app/components/subscribe-link.tsx";
import type { IslandHandle } from "#app/islands/names.ts";
import { fileUrl } from "#app/lib/image-url.ts";
import { allChoice, distinctYears, parseSearch, parseYear, textMatches, yearOf } from "#app/lib/list-query.ts";
import { metaFor, schoolNameFromMatches } from "#app/lib/page-meta.ts";
import { countText, listStrings } from "#app/lib/strings/lists.ts";
import { siteOf } from "#app/load-context.ts";
import { circularClasses, circularsPage } from "#domain/kinds/circulars";
import { formatBytes } from "#domain/media-rules";
import type { ListRecord } from "#server/operations/public-content";
import type { Route } from "./+types/circulars";

/** The page's own words (issue 22); the list's shared ones are lists.ts's; its name, description and feed are the kind's (`page`). */
const t = {
  classLabel: "Class",
  count: ["circular", "circulars"] as const,
  noMatch: "No circular matches these filters.",
  none: "No circulars have been published yet.",
  all: "All circulars",
  number: "No.",
  circular: "Circular",
  attachment: "Attachment",
  forClasses: "For classes",
  wholeSchool: "For the whole school",
  feed: "Circulars (RSS)",
  searchLabel: "Search by number or words",
};

type CircularRecord = ListRecord<"circulars">;

/** A file of a circular, its size in words ("118 KB"), or null when the store could not tell it. */
type CircularFile = { path: string; size: string | null };
type CircularView = Omit<CircularRecord, "attachments"> & { files: CircularFile[] };

/** What `?year=`, `?class=`, `?q=` and `?id=` keep of the circulars (newest first, as the API answers). */
function circularsView(circulars: readonly CircularRecord[], params: URLSearchParams) {
  const id = params.get("id")?.trim();
  const focused = id ? circulars.find((circular) => circular._id === id) : undefined;
  const year = focused ? allChoice : parseYear(params.get("year"), allChoice);
  const chosenClass = params.get("class");
  const classChoice = circularClasses.find((name) => name === chosenClass) ?? allChoice;
  const q = focused ? "" : parseSearch(params.get("q"));
  const items = focused
    ? [focused]
    : circulars.filter(
        (circular) =>
          (year === allChoice || yearOf(circular.date) === year) &&
          // A circular for the whole school (no classes) is every class's.
          (classChoice === allChoice || circular.classes.length === 0 || circular.classes.includes(classChoice)) &&
          (q === "" || textMatches(`${circular.number} ${circular.title} ${circular.summary}`, q)),
      );
  return {
    items,
    total: circulars.length,
    focused: focused?._id ?? null,
    query: { year, classChoice, q },
    years: distinctYears(
      circulars.map((circular) => circular.date),
      year,
    ),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const view = circularsView(await site.content.circulars(), new URL(request.url).searchParams);
  // Only the circulars on screen: each file's size is the file store's stat.
  const items: CircularView[] = await Promise.all(
    view.items.map(async ({ attachments, ...circular }) => ({
      ...circular,
      files: await Promise.all(
        attachments.map(async (path) => ({
          path,
          size: await site.content.fileSize(path).then((bytes) => (bytes === null ? null : formatBytes(bytes))),
        })),
      ),
    })),
  );
  // The class select's options and the page's name, description, path and feed (the kind's `page`) travel as
  // data, so the content model (zod) stays out of the page's JavaScript, and the admin chunk out of its CSS.
  const { name, description, path, feed } = circularsPage;
  return { ...view, items, classes: [...circularClasses], page: { name, description, path, feed: feed.path } };
}

// The filters apply as soon as a select changes (app/islands/filters.ts).
export const handle = { islands: ["filters"] } satisfies IslandHandle;

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return [];
  return [
    ...metaFor(page)(args),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      href: page.feed,
      title: `${schoolNameFromMatches(args.matches)}: ${t.feed}`,
    },
  ];
};

const isPdf = (path: string) => path.toLowerCase().endsWith(".pdf");

function CircularItem({ circular }: { circular: CircularView }) {
  return (
    <li className="list-item">
      <h2 className="list-item__title">{circular.title}</h2>
      <p className="list-item__meta">
        {t.number} <span className="circular-number">{circular.number}</span>, <DisplayDate date={circular.date} />
      </p>
      <p className="list-item__meta">
        {circular.classes.length === 0 ? t.wholeSchool : `${t.forClasses} ${circular.classes.join(", ")}`}
      </p>
      {circular.summary && <p>{circular.summary}</p>}
      <ul className="attachment-links">
        {circular.files.map((file, index) => {
          // Stored names are content hashes: the first file is the circular itself, the others its attachments.
          const name = index === 0 ? `${t.circular} ${circular.number}` : `${t.attachment} ${index + 1}`;
          const text = file.size === null ? name : `${name} (${isPdf(file.path) ? "PDF, " : ""}${file.size})`;
          return (
            <li key={file.path}>
              <ExternalLink href={fileUrl(file.path)} pdf={isPdf(file.path)} label={`${text}: ${circular.title}`}>
                {text}
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** Circulars (issue 22): numbered notices with their PDFs; a GET form filters them, with or without JavaScript. */
export default function CircularsRoute({ loaderData }: Route.ComponentProps) {
  const { items, total, query, years, focused, classes, page } = loaderData;
  const classField: SelectField = {
    name: "class",
    label: t.classLabel,
    value: query.classChoice,
    options: [{ value: allChoice, label: listStrings.all }, ...classes.map((name) => ({ value: name, label: name }))],
  };
  return (
    <ListLayout
      title={page.name}
      filters={{
        selects: [yearField(years, query.year), classField],
        search: { label: t.searchLabel, value: query.q },
      }}
      aside={<SubscribeLink topic="circulars" />}
      back={focused ? { to: page.path, label: t.all } : null}
      status={{
        count: countText(items.length, t.count),
        empty: total === 0 ? t.none : items.length === 0 ? t.noMatch : null,
      }}
    >
      <ul className="item-list">
        {items.map((circular) => (
          <CircularItem key={circular._id} circular={circular} />
        ))}
      </ul>
    </ListLayout>
  );
}
