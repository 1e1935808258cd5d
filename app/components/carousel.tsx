import {
  type FocusEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { autoplayTarget, emblaDuration } from "../lib/carousel-timing";
import type { CarouselSpec } from "../lib/constants";
import { useNonce } from "../lib/nonce";
import { perViewCss } from "../lib/slides-per-view";
import { slideLabel, strings } from "../lib/strings/common";
import type { Embla } from "./carousel-engine";
import { Icon } from "./icon";
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

const CarouselEngine = lazy(() => import("./carousel-engine"));

/** Runs once the browser has nothing more urgent to do (Safari has no requestIdleCallback). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/**
 * A carousel whose slides are all in the server HTML (without JavaScript the
 * row scrolls natively, see no-js.css) and that Embla takes over. Embla is
 * imported when the page is idle, or at the first press of Next/Previous, so
 * it is not part of the JavaScript a page needs to start (decision 0032). It
 * auto-advances, stops while hovered or focused, has a pause button (WCAG
 * 2.2.2), and does not start by itself under prefers-reduced-motion.
 */
export function Carousel({ id, label, spec, slides, variant = "bar", className }: Props) {
  const options = useMemo(
    () => ({
      loop: spec.loop,
      align: "start" as const,
      containScroll: "trimSnaps" as const,
      duration: emblaDuration(spec.transitionMs),
    }),
    [spec.loop, spec.transitionMs],
  );
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<Embla | undefined>(undefined);
  // A press of Next/Previous that came before Embla: done as soon as it is there.
  const pending = useRef<((embla: Embla) => void) | null>(null);
  const onReady = useCallback((ready: Embla | undefined) => {
    setEmbla(ready);
    if (ready && pending.current) {
      pending.current(ready);
      pending.current = null;
    }
  }, []);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  const move = (action: (embla: Embla) => void) => {
    if (embla) return action(embla);
    pending.current = action;
    setWanted(true);
  };
  const reducedMotion = useReducedMotion();
  // The pages' CSP allows a <style> element only with the page's nonce.
  const nonce = useNonce();
  const [choice, setChoice] = useState<PlayChoice>("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [edges, setEdges] = useState({ prev: true, next: true });

  const playing = choice === "play" || (choice === "auto" && !reducedMotion);
  const moving = playing && !hovered && !focused;
  const several = slides.length > 1;

  useEffect(() => {
    if (!embla) return;
    const update = () => setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !moving || !several) return;
    const timer = window.setInterval(() => {
      const target = autoplayTarget(embla.selectedScrollSnap(), embla.scrollSnapList().length, embla.canScrollNext());
      embla.scrollTo(target);
    }, spec.autoplayMs);
    return () => window.clearInterval(timer);
  }, [embla, moving, several, spec.autoplayMs]);

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
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Hoisted into <head> by React, so the server HTML already has the final layout. */}
      <style href={`carousel-${id}`} precedence="carousel" nonce={nonce}>
        {perViewCss(`#${id}`, spec.perView)}
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
            onClick={() => move((api) => api.scrollPrev())}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="carousel__button carousel__next"
            aria-label={strings.next}
            disabled={!edges.next}
            onClick={() => move((api) => api.scrollNext())}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
      {/* Without JavaScript the row scrolls natively: keyboard users must be able to focus it to scroll it. */}
      <div
        className="carousel__viewport"
        ref={setViewport}
        data-enhanced={embla ? "" : undefined}
        tabIndex={embla ? undefined : 0}
      >
        {/* Announces the new slide only when it was asked for, not on every automatic move. */}
        <div className="carousel__track" aria-live={moving ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a slide is a group with a role description, not a form fieldset.
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {wanted && viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} options={options} onReady={onReady} />
        </Suspense>
      )}
    </section>
  );
}
