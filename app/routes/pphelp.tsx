import { PageHeader } from "../components/page-header";
import { PortalHelp } from "../components/portal-help";
import { useSiteData } from "../components/use-site-data";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";

export const meta = metaFor(pages.pphelp);

/** Parent portal help (spec 2.8): fixed steps, with the school's portal and help-desk addresses. */
export default function PphelpPage() {
  const { profile } = useSiteData();
  return (
    <>
      <PageHeader title={pages.pphelp.name} />
      <div className="container page-body">
        <PortalHelp profile={profile} />
      </div>
    </>
  );
}
