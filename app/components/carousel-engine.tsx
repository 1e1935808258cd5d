import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { autoplayTarget, emblaDuration } from "#app/lib/carousel-timing.ts";
import type { CarouselTiming } from "#app/lib/constants.ts";

/** What the carousel asks of Embla once Embla is in charge. */
export type CarouselMover = { step(direction: 1 | -1, wrap: boolean): void };
export type CarouselEdges = { prev: boolean; next: boolean };

type Props = {
  viewport: HTMLElement;
  timing: CarouselTiming;
  /** The slide our own track shows now: Embla starts there, so nothing jumps. */
  startIndex: number;
  onReady: (mover: CarouselMover | undefined) => void;
  onEdges: (edges: CarouselEdges) => void;
};

/**
 * Embla, attached to a carousel's viewport that is already on the page and
 * already moving by itself (decision 0033). A module of its own so that
 * `carousel.tsx` can import it lazily, at the first sign of a visitor: Embla
 * (7.7 KB gzip) adds dragging that follows the finger, momentum and a
 * seamless loop, which nobody needs before touching the page.
 */
export default function CarouselEngine({ viewport, timing, startIndex, onReady, onEdges }: Props) {
  // Fixed at the take-over: other options would make Embla start over.
  const [options] = useState(() => ({
    loop: timing.loop,
    align: "start" as const,
    containScroll: "trimSnaps" as const,
    duration: emblaDuration(timing.transitionMs),
    startIndex,
  }));
  // Runs inside Embla's start, in the same task as its first move: our own slide
  // transforms are switched off (data-enhanced, carousel.css) before anything is painted.
  const [plugins] = useState(() => [
    {
      name: "takeOver",
      options: {},
      init: () => viewport.setAttribute("data-enhanced", ""),
      destroy: () => {},
    },
  ]);
  const [attach, embla] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    if (!embla) return;
    const update = () => onEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on("select", update).on("reInit", update);
    onReady({
      step(direction, wrap) {
        if (direction < 0) embla.scrollPrev();
        else if (wrap) {
          embla.scrollTo(
            autoplayTarget(embla.selectedScrollSnap(), embla.scrollSnapList().length, embla.canScrollNext()),
          );
        } else embla.scrollNext();
      },
    });
    return () => {
      embla.off("select", update).off("reInit", update);
      onReady(undefined);
    };
  }, [embla, onReady, onEdges]);
  return null;
}
