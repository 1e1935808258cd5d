/**
 * The display constants of spec section 9.1 (and the few this site adds),
 * in one place so a change is one edit. CSS cannot import these: where a
 * stylesheet repeats a number (the 1217 px menu breakpoint), a unit test
 * checks the two agree.
 */

import type { ClubFolder } from "#domain/clubs";
import type { PerViewRule } from "./slides-per-view";

/** The menu collapses behind a toggle at this width or less. */
export const menuBreakpointPx = 1217;

/**
 * Not in the spec (issue 16): from this width the header's search box stands beside the menu;
 * between the menu breakpoint and this, an icon opens it (site-header.css).
 */
export const headerSearchBoxPx = 1440;

/** The go-to-top button shows once the page is scrolled more than this. */
export const goToTopThresholdPx = 20;

/** The home image carousel shows slides/slide-01.jpg … slide-14.jpg. */
export const homeSlideCount = 14;
/** Size of the slide images in the school's public folder. */
export const homeSlideSize = { width: 1600, height: 700 } as const;

export const copyrightYear = 2024;
export const sessionCalendarLabel = "2024-25";

/** The portal's help desk hours (spec 2.8, 9.1), shown on /Pphelp. */
export const helpDeskHours = { from: "8:00 AM", to: "8:00 PM" } as const;

/** Height of the sample certificate frame on /Tc, in CSS pixels. */
export const samplePdfFrameHeightPx = 500;

/**
 * Longest inputs the transfer-certificate look-up accepts (tcRequestSchema,
 * the server's tc route; a unit test keeps the two equal). The form's maxlength
 * stops a longer paste, which the API would refuse with a message meant for developers.
 */
export const tcFieldMaxLength = { admission: 100, name: 200 } as const;

/** Home keeps this many of the newest PhotoGallery albums. */
export const homeGalleryCount = 6;

/** Not in the spec: the home news box is a teaser (View More leads to all news), so it keeps the newest few. */
export const homeNewsCount = 10;

export type CarouselTiming = {
  /** Time a slide stays before the next one, in ms. */
  autoplayMs: number;
  /** How long one move takes, in ms. */
  transitionMs: number;
  /** Whether the last slide is followed by the first without a rewind. */
  loop: boolean;
};

export type CarouselSpec = CarouselTiming & { perView: PerViewRule };

/** Topper carousels: 2 per view (1 under 480 px), autoplay 2 s, speed 1 s, no loop. */
export const topperCarousel: CarouselSpec = {
  perView: { base: 2, below: [{ width: 480, perView: 1 }] },
  autoplayMs: 2000,
  transitionMs: 1000,
  loop: false,
};

/** Birthdays: 2 per view at large widths, 1 under 1400 px, autoplay 2 s. */
export const birthdayCarousel: CarouselSpec = {
  perView: { base: 2, below: [{ width: 1400, perView: 1 }] },
  autoplayMs: 2000,
  transitionMs: 1000,
  loop: true,
};

/** Home gallery: 4 per view, 3 under 1000 px, 2 under 700 px. */
export const galleryCarousel: CarouselSpec = {
  perView: {
    base: 4,
    below: [
      { width: 1000, perView: 3 },
      { width: 700, perView: 2 },
    ],
  },
  autoplayMs: 3000,
  transitionMs: 1000,
  loop: true,
};

/** Not in the spec: the big image carousel and the notification popup. */
export const heroCarousel: CarouselSpec = {
  perView: { base: 1, below: [] },
  autoplayMs: 5000,
  transitionMs: 1000,
  loop: true,
};

/** Notifications are read, so they stay longer than photos. */
export const notificationCarousel: CarouselSpec = {
  perView: { base: 1, below: [] },
  autoplayMs: 7000,
  transitionMs: 1000,
  loop: true,
};

/** Scrolling speeds of the highlights ticker and the news box (CSS animations). */
export const tickerSecondsPerCharacter = 0.18;
export const tickerMinSeconds = 12;
export const newsBoxSecondsPerItem = 4;
export const newsBoxMinSeconds = 12;

/** Spec 2.6: each club page, while no album is chosen for it (issue 14), shows clubs/<folder>/01.jpg … NN.jpg from the school's public images, exactly this many. */
export const clubPhotoCounts = {
  green: 2,
  "english-literary": 3,
  music: 3,
  "performing-arts": 16,
  quest: 15,
  piccaso: 14,
  ramanujan: 8,
} as const satisfies Record<ClubFolder, number>;
export type { ClubFolder };

/** Not in the spec: the longest search text read from a list page's URL (titles are far shorter). */
export const maxSearchLength = 100;
