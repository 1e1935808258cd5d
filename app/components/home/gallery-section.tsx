import { Carousel } from "#app/components/carousel.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { galleryCarousel } from "#app/lib/constants.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { GalleryRecord } from "#domain/api-records";
import { formatDisplayDate } from "#domain/school-date";

const h = homeStrings;
const sizes = "(max-width: 699px) 50vw, (max-width: 999px) 33vw, 25vw";

function AlbumCard({ album }: { album: GalleryRecord | null }) {
  const placeholder = usePublicImage("placeholder.jpg");
  const image = (
    <ResponsiveImage
      className="album-card__image"
      path={album?.attachments[0]}
      fallback={placeholder}
      alt=""
      width={480}
      height={320}
      sizes={sizes}
      widths={[320, 480, 640]}
    />
  );
  if (!album) {
    return (
      <div className="album-card">
        {image}
        <span className="album-card__title">{h.placeholderAlbum}</span>
      </div>
    );
  }
  return (
    <PageLink to={`/SubGallery?id=${encodeURIComponent(album._id)}`} className="album-card">
      {image}
      <span className="album-card__title">{album.title}</span>
      <time className="album-card__date" dateTime={album.date}>
        {formatDisplayDate(album.date)}
      </time>
    </PageLink>
  );
}

/** The newest photo albums, with View Gallery to /Gallery. */
export function GallerySection({ albums }: { albums: GalleryRecord[] }) {
  const slides =
    albums.length > 0
      ? albums.map((album) => ({ key: album._id, content: <AlbumCard album={album} /> }))
      : [{ key: "placeholder", content: <AlbumCard album={null} /> }];
  return (
    <div className="container home-gallery">
      <h2 id="home-gallery-heading">{h.galleryHeading}</h2>
      <Carousel id="home-gallery" label={h.galleryHeading} spec={galleryCarousel} slides={slides} />
      <PageLink to="/Gallery" className="button">
        {h.viewGallery}
      </PageLink>
    </div>
  );
}
