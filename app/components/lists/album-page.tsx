import { ExternalLink } from "#app/components/external-link.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { albumStrings, photoPages } from "#app/lib/strings/photos.ts";
import type { AlbumPhotoWords } from "#domain/album-photo-words";
import type { SubGalleryRecord } from "#domain/api-records";
import { DisplayDate } from "./display-date";
import { PhotoGrid } from "./photo-grid";
import "./album-page.css";

const a = albumStrings;

/** One album (spec 2.6): title, event date, updated-on, total photos, description, download link, photos. */
export function AlbumPage({ album, words = [] }: { album: SubGalleryRecord; words?: AlbumPhotoWords }) {
  return (
    <>
      {/* The page is "Album" (its title and breadcrumb); the heading names which one. */}
      <PageHeader title={`${photoPages.subGallery.name}: ${album.title}`} />
      <div className="container page-body album-page">
        <dl className="facts">
          <div>
            <dt>{a.eventDate}</dt>
            <dd>
              <DisplayDate date={album.date} />
            </dd>
          </div>
          <div>
            <dt>{a.updatedOn}</dt>
            <dd>
              <DisplayDate date={album.updatedAt} />
            </dd>
          </div>
          <div>
            <dt>{a.totalPhotos}</dt>
            <dd>{album.attachments.length}</dd>
          </div>
        </dl>
        {album.description && <p className="album-page__description">{album.description}</p>}
        {album.url && (
          <p>
            <ExternalLink href={album.url} className="button button--outline">
              {a.download}
            </ExternalLink>
          </p>
        )}
        <h2>{a.photosHeading}</h2>
        {album.attachments.length > 0 ? (
          <PhotoGrid paths={album.attachments} title={album.title} words={words} />
        ) : (
          <p>{a.noPhotos}</p>
        )}
      </div>
    </>
  );
}
