import "#app/admin/content.css";
import { Link } from "react-router";
import { StatusBadge } from "#app/admin/components/status-badge.tsx";
import { getReview } from "#app/admin/lib/content-edits.server.ts";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { editableKind, editableKindList, singleId } from "#domain/editing/editable-kinds";
import { can } from "#domain/roles";
import type { Route } from "./+types/content-index";

export function meta() {
  return [{ title: "Content · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller, school, timeZone } = await schoolPage(request, context, "admin.enter");
  return { review: await getReview(caller), role: school.role, timeZone };
}

/** Every kind of written content, what waits for review, and the trash. */
export default function ContentIndex({ loaderData }: Route.ComponentProps) {
  const { review, role, timeZone } = loaderData;
  return (
    <>
      <h1>Content</h1>
      <ul className="admin-cards">
        {editableKindList.map((kind) => (
          <li key={kind.name}>
            <Link to={kind.single ? `/admin/content/${kind.name}/${singleId}` : `/admin/content/${kind.name}`}>
              {kind.plural}
            </Link>
          </li>
        ))}
        {can(role, "content.delete") && (
          <li>
            <Link to="/admin/trash">Trash</Link>
            <p>Deleted items, kept 30 days.</p>
          </li>
        )}
      </ul>
      <h2>Waiting for review</h2>
      {review.length === 0 ? (
        <p>Nothing is waiting for review.</p>
      ) : (
        <ul className="admin-list">
          {review.map((item) => (
            <li key={`${item.kind}/${item.id}`}>
              <Link to={`/admin/content/${item.kind}/${item.id}`}>{item.title}</Link>{" "}
              <span className="admin-kind">{editableKind(item.kind)?.singular ?? item.kind}</span>{" "}
              <StatusBadge status={item.status} />
              <span className="admin-hint">
                Sent by {item.updatedBy}, {formatInstant(item.updatedAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
