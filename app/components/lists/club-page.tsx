import { PageHeader } from "#app/components/page-header";
import { useSiteData } from "#app/components/use-site-data";
import { clubPhotoPaths } from "#app/lib/club-photos";
import type { ClubFolder } from "#app/lib/constants";
import type { PageText } from "#app/lib/strings/pages";
import { PhotoGrid } from "./photo-grid";

/** A club's photo page (spec 2.6): its fixed number of the school's static photos, opening the viewer. */
export function ClubPage({ page, club }: { page: PageText; club: ClubFolder }) {
  const { schoolCode } = useSiteData();
  return (
    <>
      <PageHeader title={page.name} />
      <div className="container page-body">
        <PhotoGrid paths={clubPhotoPaths(schoolCode, club)} title={page.name} />
      </div>
    </>
  );
}
