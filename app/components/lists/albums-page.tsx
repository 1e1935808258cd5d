import { PageLink } from "#app/components/page-link.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import type { AlbumSummary, ListView } from "#app/lib/list-views.ts";
import { listStrings } from "#app/lib/strings/lists.ts";
import type { PageText } from "#app/lib/strings/pages.ts";
import { DisplayDate } from "./display-date";
import { ListLayout, periodListProps } from "./list-layout";

const l = listStrings;
/**
 * How wide a tile's photo is drawn (lists.css: `.tile-grid` columns of at least 17rem, 1.25rem
 * apart, in the 80rem container's 1rem padding, less the tile's 1px borders): one column up to
 * 595 px, two up to 887, three up to 1179, then four of at most 295 px. It was "100vw" on a phone,
 * 34 px too wide: a 412 px phone at 1.75× took the 960 variant where 720 covers its 378 px.
 */
const sizes =
  "(max-width: 595px) calc(100vw - 34px), (max-width: 887px) calc(50vw - 28px), (max-width: 1179px) calc(33.3vw - 26px), (max-width: 1279px) calc(25vw - 25px), 295px";

/** `first`: the top tile, a phone's largest paint (LCP): fetched at once, not when scrolled to. */
function AlbumTile({ album, first = false }: { album: AlbumSummary | null; first?: boolean }) {
  const placeholder = usePublicImage("placeholder.jpg");
  return (
    <li className="tile">
      <ResponsiveImage
        className="tile__image"
        path={album?.cover}
        fallback={placeholder}
        alt=""
        width={480}
        height={320}
        sizes={sizes}
        widths={[320, 480, 640, 720, 960]}
        priority={first}
      />
      <div className="tile__body">
        <h2 className="tile__title">{album?.title ?? l.albumPlaceholderTitle}</h2>
        <p className="tile__meta">{album ? <DisplayDate date={album.date} /> : l.placeholderDate}</p>
        {album && (
          // The link covers the whole tile (CSS), so the photo can be tapped too; one link, one name.
          <PageLink className="button tile__link" to={`/SubGallery?id=${encodeURIComponent(album._id)}`}>
            {l.viewMore}
            <span className="visually-hidden"> {album.title}</span>
          </PageLink>
        )}
      </div>
    </li>
  );
}

/** Photo Gallery, Exhibitions and Activities (spec 2.6): count of albums, year, month, search, cards. */
export function AlbumsPage({ page, view }: { page: PageText; view: ListView<AlbumSummary> }) {
  return (
    <ListLayout title={page.name} {...periodListProps(view, l.albums, l.noAlbums)}>
      <ul className="tile-grid">
        {view.total === 0 ? (
          <AlbumTile album={null} first />
        ) : (
          view.items.map((album, index) => <AlbumTile key={album._id} album={album} first={index === 0} />)
        )}
      </ul>
    </ListLayout>
  );
}
