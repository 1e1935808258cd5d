import { Link } from "react-router";
import { getWithoutConsent } from "#app/admin/lib/records.server.ts";
import { count } from "#app/admin/lib/records-format.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import type { Route } from "./+types/records";

export function meta() {
  return [{ title: "Records · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = await schoolPage(request, context, "admin.enter");
  return { withoutConsent: (await getWithoutConsent(caller)).length };
}

/** The records the school keeps about its students: where each is looked after. */
export default function Records({ loaderData }: Route.ComponentProps) {
  const { withoutConsent } = loaderData;
  return (
    <>
      <h1>Records</h1>
      <ul className="admin-cards">
        <li>
          <Link to="/admin/records/certificates">Transfer certificates</Link>
          <p>Add a certificate, upload many from a CSV and their files, replace or withdraw one.</p>
        </li>
        <li>
          <Link to="/admin/records/birthdays">Birthdays</Link>
          <p>Import the birthday list from the ERP's CSV export.</p>
        </li>
        <li>
          <Link to="/admin/content/toppers">Toppers</Link>
          <p>The toppers of classes X and XII per session, with marks and photo, and each one's consent.</p>
        </li>
        <li>
          <Link to="/admin/content/faculty">Faculty</Link>
          <p>Names and designations, in the order the Faculty page lists them.</p>
        </li>
        <li>
          <Link to="/admin/content/videos">Videos</Link>
          <p>YouTube videos for the video gallery.</p>
        </li>
        <li>
          <Link to="/admin/records/consent">Children's consent</Link>
          <p>
            {count(withoutConsent, "record")} naming a child {withoutConsent === 1 ? "has" : "have"} no consent on file:
            the site shows only the first name and the initial of the family name, and no photo.
          </p>
        </li>
      </ul>
    </>
  );
}
