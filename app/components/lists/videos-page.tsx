import { ExternalLink } from "#app/components/external-link.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { countText, filtersLabel, listStrings } from "#app/lib/strings/lists.ts";
import { pages } from "#app/lib/strings/pages.ts";
import type { VideosView } from "#app/lib/videos-view.ts";
import type { VideoRecord } from "#domain/api-records";
import { DisplayDate } from "./display-date";
import { ListFilters, yearField } from "./list-filters";
import { ListLayout } from "./list-layout";
import { ListStatus } from "./list-status";
import { VideoThumbnail } from "./video-thumbnail";

const l = listStrings;

function VideoCard({ video, first }: { video: VideoRecord; first: boolean }) {
  return (
    <li className="tile">
      <ExternalLink href={video.videoUrl} className="tile__cover-link">
        {/* The first still is the largest thing a phone shows on arrival: fetched at once, first. */}
        <VideoThumbnail videoUrl={video.videoUrl} priority={first} />
        <div className="tile__body">
          <h2 className="tile__title">{video.title}</h2>
          <DisplayDate className="tile__meta" date={video.date} />
        </div>
      </ExternalLink>
    </li>
  );
}

function VideoPlaceholder() {
  const placeholder = usePublicImage("placeholder.jpg");
  return (
    <li className="tile">
      <ResponsiveImage
        className="video-card__image"
        path={placeholder}
        fallback={placeholder}
        alt=""
        width={480}
        height={360}
        sizes="(max-width: 599px) 100vw, 25rem"
        widths={[320, 480, 640]}
      />
      <div className="tile__body">
        <h2 className="tile__title">{l.videoPlaceholderTitle}</h2>
        <p className="tile__meta">{l.placeholderDate}</p>
      </div>
    </li>
  );
}

/** Video Gallery (spec 2.6): All or one year; cards open the video in a new tab. */
export function VideosPage({ view }: { view: VideosView }) {
  const { items } = view;
  return (
    <ListLayout
      title={pages.videoGallery.name}
      filters={
        <ListFilters label={filtersLabel(pages.videoGallery.name)} selects={[yearField(view.years, view.year)]} />
      }
      status={
        <ListStatus
          count={countText(items.length, l.videos)}
          empty={view.total > 0 && items.length === 0 ? l.noVideos : null}
        />
      }
    >
      <ul className="tile-grid">
        {view.total === 0 ? (
          <VideoPlaceholder />
        ) : (
          items.map((video, index) => <VideoCard key={video._id} video={video} first={index === 0} />)
        )}
      </ul>
    </ListLayout>
  );
}
