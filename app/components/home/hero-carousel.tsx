import { Carousel } from "#app/components/carousel.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { usePublicImage, useSiteData } from "#app/components/use-site-data.ts";
import { heroCarousel, homeSlideCount, homeSlideSize } from "#app/lib/constants.ts";
import { publicPath } from "#app/lib/image-url.ts";
import { homeLoadStrings } from "#app/lib/strings/home-page.ts";

/**
 * The 14 photos of the school's public slides/ folder. The first is the page's main image: loaded
 * first, never lazily. Each is described by the words staff gave it, or else named by its place.
 */
export function HeroCarousel({ alts }: { alts: readonly string[] }) {
  const { schoolCode } = useSiteData();
  const placeholder = usePublicImage("placeholder.jpg");
  const slides = Array.from({ length: homeSlideCount }, (_, index) => {
    const number = String(index + 1).padStart(2, "0");
    return {
      key: number,
      content: (
        <ResponsiveImage
          className="hero__image"
          path={publicPath(schoolCode, `slides/slide-${number}.jpg`)}
          fallback={placeholder}
          alt={alts[index] || `${homeLoadStrings.slideAlt} ${index + 1}`}
          width={homeSlideSize.width}
          height={homeSlideSize.height}
          sizes="(min-width: 120rem) 120rem, 100vw"
          widths={[480, 640, 960, 1280, 1920]}
          priority={index === 0}
        />
      ),
    };
  });
  return (
    <Carousel
      id="hero"
      className="hero"
      label={homeLoadStrings.heroLabel}
      spec={heroCarousel}
      slides={slides}
      variant="overlay"
    />
  );
}
