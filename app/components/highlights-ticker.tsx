import { fileUrl } from "#app/lib/image-url.ts";
import { tickerSeconds } from "#app/lib/marquee.ts";
import { strings } from "#app/lib/strings/common.ts";
import type { HighlightRecord } from "#domain/api-records";
import { ExternalLink } from "./external-link";
import { Marquee } from "./marquee";

/** The header's scrolling highlights (spec 2.3); each item links to its attachment. */
export function HighlightsTicker({ highlights }: { highlights: HighlightRecord[] }) {
  if (highlights.length === 0) {
    return (
      <div className="ticker ticker--empty">
        <p className="ticker__empty">{strings.ticker.empty}</p>
      </div>
    );
  }
  return (
    <Marquee
      className="ticker"
      direction="x"
      seconds={tickerSeconds(highlights.map((item) => item.title))}
      label={strings.ticker.label}
      pauseLabel={strings.ticker.pause}
      playLabel={strings.ticker.play}
      renderList={() => (
        <ul className="ticker__list">
          {highlights.map((item) => (
            <li key={item._id}>
              {item.attachments[0] ? (
                <ExternalLink href={fileUrl(item.attachments[0])}>{item.title}</ExternalLink>
              ) : (
                item.title
              )}
            </li>
          ))}
        </ul>
      )}
    />
  );
}
