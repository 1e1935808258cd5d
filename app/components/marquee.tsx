import { type FocusEvent, type ReactNode, useId, useState } from "react";
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
 * Keyboard focus on a link stops the list at its start (marquee.css); this
 * scrolls the viewport so the whole link shows (WCAG 2.4.7), which the
 * browser does not do for a link already partly in view.
 */
function revealFocusedLink(event: FocusEvent<HTMLElement>) {
  const viewport = event.currentTarget.querySelector(".marquee__viewport");
  const target = event.target;
  if (!viewport?.contains(target) || !target.matches(":focus-visible")) return;
  const outer = viewport.getBoundingClientRect();
  const inner = target.getBoundingClientRect();
  const dx = inner.left < outer.left ? inner.left - outer.left : Math.max(0, inner.right - outer.right);
  const dy = inner.top < outer.top ? inner.top - outer.top : Math.max(0, inner.bottom - outer.bottom);
  viewport.scrollBy(dx, dy);
}

/**
 * A continuously scrolling list, moved by a transform-only CSS animation
 * (no layout work per frame). It pauses on hover, on keyboard focus inside
 * and with its pause button (WCAG 2.2.2), and stands still under
 * prefers-reduced-motion, where it becomes an ordinary scrollable list.
 */
export function Marquee({ direction, seconds, label, pauseLabel, playLabel, renderList, className }: Props) {
  const [paused, setPaused] = useState(false);
  // The duration goes into a nonced <style>, not a style attribute: the pages' CSP refuses inline styles.
  const id = `marquee-${useId().replace(/[^\w-]/g, "")}`;
  const nonce = useNonce();
  return (
    <section
      className={`marquee marquee--${direction}${className ? ` ${className}` : ""}`}
      aria-label={label}
      data-paused={paused ? "" : undefined}
      onFocus={revealFocusedLink}
      onBlur={(event) => {
        // The moving loop starts from its origin again.
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        event.currentTarget.querySelector(".marquee__viewport")?.scrollTo(0, 0);
      }}
      data-marquee={id}
    >
      <style nonce={nonce}>{`[data-marquee="${id}"]{--marquee-seconds:${Number(seconds)}s}`}</style>
      <button
        type="button"
        className="marquee__toggle"
        aria-label={paused ? playLabel : pauseLabel}
        onClick={() => setPaused((value) => !value)}
      >
        <Icon name={paused ? "play" : "pause"} />
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
