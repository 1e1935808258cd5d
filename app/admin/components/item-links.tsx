import { Link } from "react-router";
import { type EditableKind, publicPathOf } from "#domain/editing/editable-kinds";

/** An item's history (with how many revisions) and, once it is live, its page on the site: two list items. */
export function HistoryAndSiteLinks(props: {
  base: string;
  kind: EditableKind;
  item: { id: string; revisions: number; live: boolean };
}) {
  const { base, kind, item } = props;
  return (
    <>
      <li>
        <Link to={`${base}/history`}>
          History ({item.revisions === 1 ? "1 revision" : `${item.revisions} revisions`})
        </Link>
      </li>
      {item.live && (
        <li>
          <a href={publicPathOf(kind, item.id)}>See it on the site</a>
        </li>
      )}
    </>
  );
}
