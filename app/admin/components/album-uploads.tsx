import { UnusedUploads } from "#app/admin/components/unused-uploads.tsx";
import type { PhotoRecord } from "#domain/media-records";

/** The albums' list's last part (decision 0101): the uploads in no album, each with Delete. */
export function AlbumUploadsPanel({
  unused,
  canDelete,
  busy,
}: {
  unused: PhotoRecord[];
  canDelete: boolean;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="unused-heading">
      <h2 id="unused-heading">Uploads in no album</h2>
      <p className="admin-hint">
        Photos taken out of every album, and PDFs no page links to. Deleting one frees its space.
      </p>
      <UnusedUploads files={unused} canDelete={canDelete} busy={busy} />
    </section>
  );
}
