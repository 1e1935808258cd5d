import type { ReactNode } from "react";
import type { CarouselSpec } from "#app/lib/constants.ts";
import { useHoistedStyleNonce } from "#app/lib/nonce.tsx";
import { perViewCss } from "#app/lib/slides-per-view.ts";
import { strings } from "#app/lib/strings/common.ts";
import { slideLabel } from "#app/lib/strings/slide-label.ts";
import { Icon, PathIcon } from "./icon";
import "./carousel.css";

export type Slide = { key: string; content: ReactNode };

type Props = {
  /** Unique on the page: scopes the slides-per-view rules. */
  id: string;
  label: string;
  spec: CarouselSpec;
  slides: Slide[];
  /** "overlay": arrows over the image (the big photo carousel); "bar": a row of controls above. */
  variant?: "overlay" | "bar";
  className?: string;
};

// The arrows: only carousels draw them, so they are not among every page's icons (icon.tsx).
const chevronLeft = "M15 6l-6 6 6 6";
const chevronRight = "M9 6l6 6-6 6";

/**
 * A carousel's server HTML: every slide, and its controls as real buttons.
 * Without JavaScript the row scrolls natively (no-js.css) and the controls
 * are hidden. The carousel island (app/islands/carousel.ts) makes it move:
 * it reads its timing from the data attributes here and its slides per view
 * from the CSS below, so both sides decide the layout the same way.
 *
 * The HTML is the state at rest before the island runs: the first slide,
 * playing (the island switches to paused under prefers-reduced-motion).
 */
export function Carousel({ id, label, spec, slides, variant = "bar", className }: Props) {
  // The pages' CSP allows a <style> element only with the page's nonce.
  const nonce = useHoistedStyleNonce();
  const several = slides.length > 1;
  return (
    <section
      id={id}
      className={`carousel carousel--${variant}${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay-ms={spec.autoplayMs}
      data-loop={spec.loop ? "" : undefined}
    >
      {/* Hoisted into <head> by React, so the server HTML already has the final layout. */}
      <style href={`carousel-${id}`} precedence="carousel" nonce={nonce}>
        {`${perViewCss(`#${id}`, spec.perView)}#${id}{--count:${slides.length};--speed:${spec.transitionMs}ms}`}
      </style>
      {several && (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button carousel__button carousel__play"
            aria-label={strings.pause}
            data-pause={strings.pause}
            data-play={strings.play}
          >
            <Icon name="pause" className="carousel__pause-icon" />
            <Icon name="play" className="carousel__play-icon" />
          </button>
          {/* At the first slide: Previous only moves a carousel that loops. */}
          <button
            type="button"
            className="icon-button carousel__button carousel__prev"
            aria-label={strings.previous}
            disabled={!spec.loop}
          >
            <PathIcon path={chevronLeft} />
          </button>
          <button type="button" className="icon-button carousel__button carousel__next" aria-label={strings.next}>
            <PathIcon path={chevronRight} />
          </button>
        </div>
      )}
      {/* Without JavaScript the row scrolls natively: keyboard users must be able to focus it to scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region (no-js.css) is focusable so keys can scroll it; the island removes it. */}
      <div className="carousel__viewport" tabIndex={0}>
        {/* Announces the new slide only when it was asked for, not on every automatic move (the island switches it). */}
        <div className="carousel__track" aria-live="off">
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group with a role description, not a form fieldset.
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(position + 1, slides.length)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
