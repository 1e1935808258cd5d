import type { PageText } from "../lib/strings";
import { strings } from "../lib/strings";
import { PageHeader } from "./page-header";

/** An inner page whose content a later change fills: its heading, breadcrumb and a short note. */
export function ComingSoon({ page }: { page: PageText }) {
  return (
    <>
      <PageHeader title={page.name} />
      <div className="container page-body">
        <p>{strings.comingSoon}</p>
      </div>
    </>
  );
}
