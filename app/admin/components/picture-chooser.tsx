import { useEffect, useState } from "react";
import { fetchPictures } from "#app/admin/lib/picture-upload.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import type { PhotoRecord } from "#domain/media-records";

/**
 * "Choose from uploaded" (issue 23): the school's uploaded photos, newest first, as thumbnails
 * named by the file name each was uploaded with. Tapping one puts it in the text.
 */
export function PictureChooser({ school, choose }: { school: string; choose: (photo: PhotoRecord) => void }) {
  const [photos, setPhotos] = useState<PhotoRecord[] | null>(null);
  useEffect(() => {
    let current = true;
    void fetchPictures(school).then((found) => {
      if (current) setPhotos(found);
    });
    return () => {
      current = false;
    };
  }, [school]);

  if (photos === null) return <p role="status">Loading the uploaded pictures…</p>;
  if (photos.length === 0) return <p role="status">No pictures are uploaded yet: take or choose a photo above.</p>;
  return (
    <ul className="rte-choices" aria-label="Uploaded pictures">
      {photos.map((photo) => (
        <li key={photo.path}>
          <button type="button" className="rte-choice" onClick={() => choose(photo)}>
            <img src={imageUrl(photo.path, { width: 160 })} alt="" width={80} height={80} loading="lazy" />
            <span className="rte-choice-name">{photo.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
