import { PersonCard } from "#app/components/home/person-card.tsx";
import { listStrings } from "#app/lib/strings/lists.ts";
import type { PageText } from "#app/lib/strings/pages.ts";
import type { ToppersView } from "#app/lib/toppers-view.ts";
import type { TopperRecord } from "#domain/api-records";
import { ListLayout, listStatusOf } from "./list-layout";

const l = listStrings;
const sizes = "(max-width: 479px) 90vw, 12rem";

function TopperCard({ topper }: { topper: TopperRecord }) {
  return (
    <li>
      <PersonCard
        photo={topper.attachments[0]}
        name={topper.name}
        lines={[topper.division, topper.stream]}
        sizes={sizes}
      />
    </li>
  );
}

/** Achievers of class X or XII (spec 2.6): session year, name search, cards by marks descending. */
export function ToppersPage({ page, view }: { page: PageText; view: ToppersView }) {
  const sessions = view.sessions.map((session) => ({ value: session, label: session }));
  return (
    <ListLayout
      title={page.name}
      filters={{
        selects: [{ name: "session", label: l.sessionYear, value: view.session, options: sessions }],
        search: { label: l.searchName, value: view.q },
      }}
      status={listStatusOf(view, l.toppers, l.noToppers)}
    >
      <ul className="person-grid">
        {view.total === 0 ? (
          <li>
            <PersonCard
              photo={undefined}
              name={l.placeholderName}
              lines={[l.placeholderDivision, l.placeholderStream]}
              sizes={sizes}
            />
          </li>
        ) : (
          view.items.map((topper) => <TopperCard key={topper._id} topper={topper} />)
        )}
      </ul>
    </ListLayout>
  );
}
