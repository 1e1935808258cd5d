import { PageHeader } from "#app/components/page-header.tsx";
import { PortalHelp } from "#app/components/portal-help.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { pphelpPage } from "#app/lib/strings/help.ts";

export const meta = metaFor(pphelpPage);

/** Parent portal help (spec 2.8): fixed steps, with the school's portal and help-desk addresses. */
export default function PphelpPage() {
  const { profile } = useSiteData();
  return (
    <>
      <PageHeader title={pphelpPage.name} />
      <div className="container page-body">
        <PortalHelp profile={profile} />
      </div>
    </>
  );
}
