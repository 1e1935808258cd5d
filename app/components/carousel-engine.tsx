import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";

export type Embla = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

type Props = {
  viewport: HTMLElement;
  options: EmblaOptions;
  onReady: (embla: Embla | undefined) => void;
};

/**
 * Embla, attached to a carousel's viewport that is already on the page. A
 * component of its own so that `carousel.tsx` can import it lazily: Embla is
 * about half of Home's own JavaScript, and nothing needs it before the page is
 * idle or someone reaches for a control.
 */
export default function CarouselEngine({ viewport, options, onReady }: Props) {
  const [attach, embla] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(embla);
  }, [embla, onReady]);
  return null;
}
