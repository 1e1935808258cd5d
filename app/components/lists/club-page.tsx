import { clubPhotoPaths } from "../../lib/club-photos";
import type { ClubFolder } from "../../lib/constants";
import type { PageText } from "../../lib/strings/pages";
import { PageHeader } from "../page-header";
import { useSiteData } from "../use-site-data";
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
