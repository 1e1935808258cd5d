import { PageHeader } from "#app/components/page-header.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import { clubPhotoPaths } from "#app/lib/club-photos.ts";
import type { ClubFolder } from "#app/lib/constants.ts";
import type { PageText } from "#app/lib/strings/pages.ts";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import { PhotoGrid } from "./photo-grid";

/**
 * A club's photo page (spec 2.6), opening the viewer: the photos of the albums chosen for the club
 * (issue 14), or, while none is chosen, the club's fixed number of built-in photos.
 */
export function ClubPage({ page, club, chosen }: { page: PageText; club: ClubFolder; chosen: AlbumPhotoWords }) {
  const { schoolCode } = useSiteData();
  const paths = chosen.length > 0 ? chosen.map((photo) => photo.path) : clubPhotoPaths(schoolCode, club);
  return (
    <>
      <PageHeader title={page.name} />
      <div className="container page-body">
        <PhotoGrid paths={paths} title={page.name} words={chosen} />
      </div>
    </>
  );
}
