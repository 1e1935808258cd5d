import { AfterHero } from "#app/components/home/after-hero.tsx";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { NotificationPopup } from "#app/components/home/notification-popup.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import type { IslandHandle } from "#app/islands/names.ts";
import { homeNewsCount } from "#app/lib/constants.ts";
import { homeGalleries, toppersOfClass } from "#app/lib/home-content.ts";
import { homeShare } from "#app/lib/item-share.server.ts";
import { metaFor, schoolNameOf } from "#app/lib/page-meta.ts";
import { homePage } from "#app/lib/strings/home-page.ts";
import { siteOf } from "#app/load-context.ts";
import { schoolToday } from "#domain/school-date";
import type { Route } from "./+types/home";
import "#app/components/home/home.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [notifications, news, registrations, messages, toppers, birthdays, galleries, profile, slideWords] =
    await Promise.all([
      site.content.notifications(),
      site.content.news(),
      site.content.onlineRegistrations(),
      site.content.principalMessages(),
      site.content.toppers(),
      site.content.birthdays(),
      site.content.galleries(),
      site.content.profile(),
      site.content.heroSlideWords(),
    ]);
  const today = schoolToday(site.timeZone);
  // Only what the page shows travels to the browser (it is in the HTML twice: markup and hydration data).
  return {
    notifications,
    // The slides' descriptions, when staff gave any (none travel while all are empty).
    slideAlts: slideWords.some((alt) => alt !== "") ? slideWords : [],
    news: news.slice(0, homeNewsCount),
    registrations,
    principalMessage: messages[0] ?? null,
    toppersX: toppersOfClass(toppers, "X", today),
    toppersXII: toppersOfClass(toppers, "XII", today),
    birthdays,
    albums: homeGalleries(galleries),
    // The School JSON-LD (issue 16), made here so its code stays on the server.
    share: homeShare(request, site, profile),
  };
}

export const meta = metaFor(homePage);

export const handle = { islands: ["carousel", "dialogs"] } satisfies IslandHandle;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { profile } = useSiteData();
  return (
    <>
      <h1 className="visually-hidden">{schoolNameOf(profile)}</h1>
      <NotificationPopup notifications={loaderData.notifications} />
      <HeroCarousel alts={loaderData.slideAlts} />
      <AfterHero
        registrations={loaderData.registrations}
        news={loaderData.news}
        principalMessage={loaderData.principalMessage}
        toppersX={loaderData.toppersX}
        toppersXII={loaderData.toppersXII}
        birthdays={loaderData.birthdays}
        albums={loaderData.albums}
      />
    </>
  );
}
