import { Link } from "react-router";
import { strings } from "#app/lib/strings/common.ts";

/** Heading of an inner page, with the breadcrumb back to Home (spec 2.2). */
export function PageHeader({ title }: { title: string }) {
  return (
    <div className="page-header">
      <div className="container">
        <nav aria-label={strings.breadcrumb} className="breadcrumb">
          <ol>
            <li>
              <Link to="/">{strings.homeLink}</Link>
            </li>
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
        <h1>{title}</h1>
      </div>
    </div>
  );
}
