import { type ReactNode, useId } from "react";
import { useNonce } from "#app/lib/nonce.tsx";
import { Icon } from "./icon";
import "./marquee.css";

type Props = {
  /** "x": the header ticker; "y": the home news box. */
  direction: "x" | "y";
  /** One loop's duration (see lib/marquee.ts). */
  seconds: number;
  label: string;
  pauseLabel: string;
  playLabel: string;
  /** Renders the list; called twice, the second copy only fills the seam of the loop. */
  renderList: (copy: boolean) => ReactNode;
  className?: string;
};

/**
 * A continuously scrolling list, moved by a transform-only CSS animation
 * (no layout work per frame). It pauses on hover, on keyboard focus inside
 * and with its pause button (WCAG 2.2.2), and stands still under
 * prefers-reduced-motion, where it becomes an ordinary scrollable list.
 * The server draws it running; the ticker island (app/islands/ticker.ts) makes
 * the button pause it and keeps a focused link in view.
 */
export function Marquee({ direction, seconds, label, pauseLabel, playLabel, renderList, className }: Props) {
  // The duration goes into a nonced <style>, not a style attribute: the pages' CSP refuses inline styles.
  const id = `marquee-${useId().replace(/[^\w-]/g, "")}`;
  const nonce = useNonce();
  return (
    <section
      className={`marquee marquee--${direction}${className ? ` ${className}` : ""}`}
      aria-label={label}
      data-marquee={id}
    >
      <style nonce={nonce}>{`[data-marquee="${id}"]{--marquee-seconds:${Number(seconds)}s}`}</style>
      {/* The island swaps the label for the other one; CSS shows the icon of the state (marquee.css). */}
      <button
        type="button"
        className="icon-button marquee__toggle"
        aria-label={pauseLabel}
        data-pause-label={pauseLabel}
        data-play-label={playLabel}
      >
        <Icon name="pause" className="marquee__when-running" />
        <Icon name="play" className="marquee__when-paused" />
      </button>
      <div className="marquee__viewport">
        <div className="marquee__track">
          <div className="marquee__copy">{renderList(false)}</div>
          <div className="marquee__copy" aria-hidden="true" inert>
            {renderList(true)}
          </div>
        </div>
      </div>
    </section>
  );
}
