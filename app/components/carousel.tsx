import {
  type CSSProperties,
  type FocusEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { carouselEdges, indexShowing, lastIndex, stepIndex, swipeStep } from "#app/lib/carousel-steps.ts";
import type { CarouselSpec } from "#app/lib/constants.ts";
import { useNonce } from "#app/lib/nonce.tsx";
import { perViewCss, slidesPerView } from "#app/lib/slides-per-view.ts";
import { slideLabel, strings } from "#app/lib/strings/common.ts";
import { whenVisitorActs } from "#app/lib/visitor-acts.ts";
import type { CarouselEdges, CarouselMover } from "./carousel-engine";
import { Icon, PathIcon } from "./icon";
import { useReducedMotion } from "./use-reduced-motion";
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

type PlayChoice = "auto" | "play" | "pause";

// If the chunk never arrives (a dropped connection), the carousel keeps moving by itself, without Embla.
const CarouselEngine = lazy(() => import("./carousel-engine").catch(() => ({ default: () => null })));

// The arrows: only carousels draw them, so they are not among every page's icons (icon.tsx).
const chevronLeft = "M15 6l-6 6 6 6";
const chevronRight = "M9 6l6 6-6 6";

function onResize(change: () => void): () => void {
  window.addEventListener("resize", change);
  return () => window.removeEventListener("resize", change);
}

/**
 * A carousel whose slides are all in the server HTML (without JavaScript the
 * row scrolls natively, see no-js.css). Once hydrated it moves by itself:
 * its track slides by a CSS transform, with Previous/Next and a simple swipe.
 * Embla, with dragging that follows the finger, is imported at the first
 * sign of a visitor (a touch, a key, the wheel, focus inside) and takes over
 * at the current slide, so it is no part of the JavaScript a page loads by
 * itself (decision 0033). It auto-advances, stops while hovered or focused,
 * has a pause button (WCAG 2.2.2), and does not start by itself under
 * prefers-reduced-motion.
 */
export function Carousel({ id, label, spec, slides, variant = "bar", className }: Props) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [engine, setEngine] = useState<CarouselMover>();
  const [engineEdges, setEngineEdges] = useState<CarouselEdges>();
  const [index, setIndex] = useState(0);
  // 0 on the server and while hydrating: the server does not know the screen.
  const perView = useSyncExternalStore(
    onResize,
    () => slidesPerView(spec.perView, window.innerWidth),
    () => 0,
  );
  const reducedMotion = useReducedMotion();
  // The pages' CSP allows a <style> element only with the page's nonce.
  const nonce = useNonce();
  const [choice, setChoice] = useState<PlayChoice>("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);

  const playing = choice === "play" || (choice === "auto" && !reducedMotion);
  const moving = playing && !hovered && !focused;
  const several = slides.length > 1;
  const edges = engineEdges ?? carouselEdges(index, slides.length, perView, spec.loop);

  // Read by the autoplay timer without restarting it on every move.
  const step = useRef((_direction: 1 | -1, _wrap: boolean) => {});
  step.current = (direction, wrap) => {
    if (engine) engine.step(direction, wrap);
    else setIndex((at) => stepIndex(at, slides.length, perView, wrap, direction));
  };

  // A visitor's first touch, click, key, wheel or scroll anywhere on the page: the moment to fetch Embla.
  useEffect(() => {
    let mounted = true;
    void whenVisitorActs().then(() => mounted && setWanted(true));
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (!moving || !several) return;
    // Autoplay rewinds at the end of a carousel that does not loop.
    const timer = window.setInterval(() => step.current(1, true), spec.autoplayMs);
    return () => window.clearInterval(timer);
  }, [moving, several, spec.autoplayMs]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      id={id}
      className={`carousel carousel--${variant}${className ? ` ${className}` : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        setWanted(true);
        // Before Embla, a slide reached with Tab is brought into view (Embla does it itself later).
        const slide = (event.target as Element).closest(".carousel__slide");
        if (slide && !engine) {
          const position = [...(slide.parentElement?.children ?? [])].indexOf(slide);
          setIndex((at) => indexShowing(at, position, slides.length, perView));
        }
      }}
      onBlur={onBlur}
    >
      {/* Hoisted into <head> by React, so the server HTML already has the final layout. */}
      <style href={`carousel-${id}`} precedence="carousel" nonce={nonce}>
        {`${perViewCss(`#${id}`, spec.perView)}#${id}{--count:${slides.length};--speed:${spec.transitionMs}ms}`}
      </style>
      {several && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button carousel__play"
            aria-label={playing ? strings.pause : strings.play}
            onClick={() => setChoice(playing ? "pause" : "play")}
          >
            <Icon name={playing ? "pause" : "play"} />
          </button>
          <button
            type="button"
            className="carousel__button carousel__prev"
            aria-label={strings.previous}
            disabled={!edges.prev}
            onClick={() => step.current(-1, spec.loop)}
          >
            <PathIcon path={chevronLeft} />
          </button>
          <button
            type="button"
            className="carousel__button carousel__next"
            aria-label={strings.next}
            disabled={!edges.next}
            onClick={() => step.current(1, spec.loop)}
          >
            <PathIcon path={chevronRight} />
          </button>
        </div>
      )}
      {/* Without JavaScript the row scrolls natively: keyboard users must be able to focus it to scroll it. */}
      <div
        className="carousel__viewport"
        ref={setViewport}
        data-enhanced={engine ? "" : undefined}
        tabIndex={engine ? undefined : 0}
        // A swipe before Embla is there; once it is, Embla follows the finger itself.
        onPointerDown={(event) => {
          swipeStart.current = engine || event.pointerType === "mouse" ? null : event.clientX;
        }}
        onPointerUp={(event) => {
          const direction = swipeStart.current === null ? 0 : swipeStep(event.clientX - swipeStart.current);
          swipeStart.current = null;
          if (direction) step.current(direction, spec.loop);
        }}
      >
        {/* Announces the new slide only when it was asked for, not on every automatic move. */}
        <div
          className="carousel__track"
          aria-live={moving ? "off" : "polite"}
          // Set from the script only (the page's CSP refuses style attributes in the HTML), so not at 0.
          style={index ? ({ "--index": index } as CSSProperties) : undefined}
        >
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
      {wanted && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            timing={spec}
            startIndex={Math.min(index, lastIndex(slides.length, perView || 1))}
            onReady={setEngine}
            onEdges={setEngineEdges}
          />
        </Suspense>
      )}
    </section>
  );
}
