import { infoPageStrings } from "#app/lib/strings/info.ts";
import type { PageText } from "#app/lib/strings/pages.ts";
import type { PageRecord } from "#domain/api-records";
import { NoticeCard } from "./notice-card";
import { PageHeader } from "./page-header";
import "./prose.css";

/**
 * An information page (decision 0009): the fixed layout around the HTML the
 * school wrote in its bundle, or a polite card when it has not published it.
 */
export function InfoPage({ page, content }: { page: PageText; content: PageRecord | null }) {
  return (
    <>
      <PageHeader title={page.name} />
      <div className="container page-body">
        {content ? (
          // Its links are plain <a>, followed by a page load like every link of the public site (decision 0093).
          <div
            className="prose"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised when imported (content/sanitize.ts).
            dangerouslySetInnerHTML={{ __html: content.html }}
          />
        ) : (
          <NoticeCard heading={infoPageStrings.notPublishedHeading} text={infoPageStrings.notPublished} />
        )}
      </div>
    </>
  );
}
