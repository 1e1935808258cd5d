import { dialogOpener } from "#app/components/modal-dialog.tsx";
import { PageLink } from "#app/components/page-link.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage, useSiteData } from "#app/components/use-site-data.ts";
import { homeStrings } from "#app/lib/strings/home.ts";
import type { PrincipalMessageRecord } from "#domain/api-records";
import { PrincipalVideoDialog, principalVideoDialogId } from "./principal-video-dialog";

const h = homeStrings;

/** The principal's message teaser (spec 2.5), or its placeholder text and image when there is none. */
export function PrincipalSection({ message }: { message: PrincipalMessageRecord | null }) {
  const { profile } = useSiteData();
  const placeholder = usePublicImage("principal-placeholder.jpg");
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
          <PageLink to="/PrincipalMessage" className="button">
            {h.readMore}
            <span className="visually-hidden"> {h.principalHeading}</span>
          </PageLink>
          <button
            type="button"
            className="button button--outline principal__video-button"
            {...dialogOpener(principalVideoDialogId)}
          >
            {h.watchVideo}
          </button>
        </div>
      </div>
      {/* Closed in the server HTML; the dialogs island opens it (without JavaScript the button is hidden). */}
      <PrincipalVideoDialog videoPath={profile?.principalVideo ?? null} />
    </section>
  );
}
