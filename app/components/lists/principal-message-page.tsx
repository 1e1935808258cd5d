import { PageHeader } from "#app/components/page-header.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage } from "#app/components/use-site-data.ts";
import { principalMessagePage, principalPageStrings } from "#app/lib/strings/principal-page.ts";
import type { PrincipalMessageRecord } from "#domain/api-records";
import "./principal-message.css";

const p = principalPageStrings;

/** The principal's message in full (spec 2.6), or a placeholder image with 'Message' and 'Name'. */
export function PrincipalMessagePage({ message }: { message: PrincipalMessageRecord | null }) {
  const placeholder = usePublicImage("principal-placeholder.jpg");
  return (
    <>
      <PageHeader title={principalMessagePage.name} />
      <div className="container page-body principal-page">
        <ResponsiveImage
          className="principal-page__photo"
          path={message?.attachments[0]}
          fallback={placeholder}
          alt={message ? `${p.photoAlt}: ${message.name}` : ""}
          width={400}
          height={500}
          sizes="(max-width: 700px) 70vw, 20rem"
          widths={[320, 480, 640]}
          priority
        />
        <div className="principal-page__text">
          {message ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when imported (content/sanitize.ts).
            <div className="principal-page__message" dangerouslySetInnerHTML={{ __html: message.message }} />
          ) : (
            <p className="principal-page__message">{p.placeholderMessage}</p>
          )}
          <p className="principal-page__name">{message?.name ?? p.placeholderName}</p>
          {message?.category && <p className="principal-page__designation">{message.category}</p>}
        </div>
      </div>
    </>
  );
}
