import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { siteRouteOf } from "#app/lib/internal-link.ts";
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
  const navigate = useNavigate();

  // The stored HTML's links are plain <a>: links within the site go through the router, without a full reload.
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest?.("a");
    const route = anchor && siteRouteOf(anchor, event);
    if (!route) return;
    event.preventDefault();
    navigate(route);
  }

  return (
    <>
      <PageHeader title={page.name} />
      <div className="container page-body">
        {content ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click only catches clicks on links inside, which Enter also fires.
          <div
            className="prose"
            onClick={onClick}
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
