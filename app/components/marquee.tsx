import { type CSSProperties, type ReactNode, useState } from "react";
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
 */
export function Marquee({ direction, seconds, label, pauseLabel, playLabel, renderList, className }: Props) {
  const [paused, setPaused] = useState(false);
  const style = { "--marquee-seconds": `${seconds}s` } as CSSProperties;
  return (
    <section
      className={`marquee marquee--${direction}${className ? ` ${className}` : ""}`}
      aria-label={label}
      data-paused={paused ? "" : undefined}
    >
      <button
        type="button"
        className="marquee__toggle"
        aria-label={paused ? playLabel : pauseLabel}
        onClick={() => setPaused((value) => !value)}
      >
        <Icon name={paused ? "play" : "pause"} />
      </button>
      <div className="marquee__viewport">
        <div className="marquee__track" style={style}>
          <div className="marquee__copy">{renderList(false)}</div>
          <div className="marquee__copy" aria-hidden="true" inert>
            {renderList(true)}
          </div>
        </div>
      </div>
    </section>
  );
}
