import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage, useSiteData } from "#app/components/use-site-data.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { PrincipalMessageRecord } from "#domain/api-records";

const h = homeStrings;

// Fetched at the first press of Watch Message Video: nobody needs it to see the page.
const PrincipalVideoDialog = lazy(() =>
  import("./principal-video-dialog").then((module) => ({ default: module.PrincipalVideoDialog })),
);

/** The principal's message teaser (spec 2.5), or its placeholder text and image when there is none. */
export function PrincipalSection({ message }: { message: PrincipalMessageRecord | null }) {
  const { profile } = useSiteData();
  const placeholder = usePublicImage("principal-placeholder.jpg");
  const [videoOpen, setVideoOpen] = useState(false);
  // Once fetched, the dialog stays mounted (closed): the browser then closes it itself and puts focus back.
  const [videoWanted, setVideoWanted] = useState(false);
  return (
    <section className="container principal" aria-labelledby="principal-heading">
      <ResponsiveImage
        className="principal__photo"
        path={message?.attachments[0]}
        fallback={placeholder}
        alt={message ? `${h.principalPhotoAlt}: ${message.name}` : ""}
        width={400}
        height={500}
        sizes="(max-width: 700px) 60vw, 20rem"
        widths={[320, 480, 640]}
      />
      <div className="principal__text">
        <h2 id="principal-heading">{h.principalHeading}</h2>
        {message ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when imported (content/sanitize.ts).
          <div className="principal__message" dangerouslySetInnerHTML={{ __html: message.message }} />
        ) : (
          <p className="principal__message">{h.principalPlaceholderMessage}</p>
        )}
        <p className="principal__name">{message?.name ?? h.principalPlaceholderName}</p>
        {message?.category && <p className="principal__designation">{message.category}</p>}
        <div className="principal__actions">
          <Link to="/PrincipalMessage" className="button">
            {h.readMore}
            <span className="visually-hidden"> {h.principalHeading}</span>
          </Link>
          <button
            type="button"
            className="button button--outline principal__video-button"
            onClick={() => {
              setVideoWanted(true);
              setVideoOpen(true);
            }}
          >
            {h.watchVideo}
          </button>
        </div>
      </div>
      {videoWanted && (
        <Suspense fallback={null}>
          <PrincipalVideoDialog
            open={videoOpen}
            onClose={() => setVideoOpen(false)}
            videoPath={profile?.principalVideo ?? null}
          />
        </Suspense>
      )}
    </section>
  );
}
