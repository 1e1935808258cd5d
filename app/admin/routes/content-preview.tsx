import "#app/admin/content.css";
import { useState } from "react";
import { Link } from "react-router";
import { getItem } from "#app/admin/lib/content-edits.server.ts";
import { itemFromParams } from "#app/admin/lib/content-kind.server.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { publicPathOf } from "#domain/editing/editable-kinds";
import type { Route } from "./+types/content-preview";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: `Preview of ${data?.title ?? "an item"} · School admin` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, id } = itemFromParams(params);
  const { caller, school } = await schoolPage(request, context, "admin.enter");
  const item = await getItem(caller, kind.name, id);
  const frame = `/admin/preview-frame/${kind.name}/${encodeURIComponent(id)}?school=${encodeURIComponent(school.code)}`;
  return { kindName: kind.name, id, title: item.title, publicPath: publicPathOf(kind, id), frame };
}

const widths = { phone: 390, full: undefined } as const;

/**
 * The draft as the public page would show it (issue 13), rendered by the site itself in a frame,
 * at a phone's width or the screen's: the site's own page, not a look-alike.
 */
export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { kindName, id, title, publicPath, frame } = loaderData;
  const [width, setWidth] = useState<keyof typeof widths>("phone");
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to={`/admin/content/${kindName}/${id}`}>Back to editing {title}</Link>
      </p>
      <h1>Preview of {title}</h1>
      <p>
        This is {publicPath === "/" ? "the home page" : publicPath} as it would look with this draft published. Nobody
        else sees it.
      </p>
      <fieldset className="admin-toggle">
        <legend>Width</legend>
        {(Object.keys(widths) as Array<keyof typeof widths>).map((name) => (
          <label key={name} className="admin-radio">
            <input type="radio" name="width" value={name} checked={width === name} onChange={() => setWidth(name)} />
            {name === "phone" ? "Phone (390 px)" : "Full width"}
          </label>
        ))}
      </fieldset>
      <div className={`admin-preview admin-preview-${width}`}>
        <iframe src={frame} title={`Preview of ${title}`} />
      </div>
    </>
  );
}
