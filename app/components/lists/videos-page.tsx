import { ExternalLink } from "#app/components/external-link.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { listStrings } from "#app/lib/strings/lists.ts";
import { pages } from "#app/lib/strings/pages.ts";
import type { VideosView } from "#app/lib/videos-view.ts";
import type { VideoRecord } from "#domain/api-records";
import { DisplayDate } from "./display-date";
import { yearField } from "./list-filters";
import { ListLayout, listStatusOf } from "./list-layout";
import { VideoThumbnail, videoCardImage } from "./video-thumbnail";

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
      <ResponsiveImage {...videoCardImage} path={placeholder} fallback={placeholder} widths={[320, 480, 640]} />
      <div className="tile__body">
        <h2 className="tile__title">{l.videoPlaceholderTitle}</h2>
        <p className="tile__meta">{l.placeholderDate}</p>
      </div>
    </li>
  );
}

/** Video Gallery (spec 2.6): All or one year; cards open the video in a new tab. */
export function VideosPage({ view }: { view: VideosView }) {
  return (
    <ListLayout
      title={pages.videoGallery.name}
      filters={{ selects: [yearField(view.years, view.year)] }}
      status={listStatusOf(view, l.videos, l.noVideos)}
    >
      <ul className="tile-grid">
        {view.total === 0 ? (
          <VideoPlaceholder />
        ) : (
          view.items.map((video, index) => <VideoCard key={video._id} video={video} first={index === 0} />)
        )}
      </ul>
    </ListLayout>
  );
}
