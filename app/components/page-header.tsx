import { PageLink } from "#app/components/page-link.tsx";
import { strings } from "#app/lib/strings/common.ts";

/** Heading of an inner page, with the breadcrumb back to Home (spec 2.2). */
export function PageHeader({ title }: { title: string }) {
  return (
    <div className="page-header">
      <div className="container">
        <nav aria-label={strings.breadcrumb} className="breadcrumb">
          <ol>
            <li>
              <PageLink to="/">{strings.homeLink}</PageLink>
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
