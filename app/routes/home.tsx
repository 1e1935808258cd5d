import { schoolToday } from "../../domain/school-date";
import { AfterHero, preloadAfterHero } from "../components/home/after-hero";
import { HeroCarousel } from "../components/home/hero-carousel";
import { NotificationPopup } from "../components/home/notification-popup";
import { useSiteData } from "../components/use-site-data";
import {
  getBirthdays,
  getGalleries,
  getNews,
  getNotifications,
  getOnlineRegistrations,
  getPrincipalMessages,
  getToppers,
} from "../lib/api-client";
import { homeNewsCount } from "../lib/constants";
import { homeGalleries, toppersOfClass } from "../lib/home-content";
import { metaFor, schoolNameOf } from "../lib/page-meta";
import { homePage } from "../lib/strings/home-page";
import { siteOf } from "../load-context";
import type { Route } from "./+types/home";
import "../components/home/home.css";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const [notifications, news, registrations, messages, toppers, birthdays, galleries] = await Promise.all([
    getNotifications(site),
    getNews(site),
    getOnlineRegistrations(site),
    getPrincipalMessages(site),
    getToppers(site),
    getBirthdays(site),
    getGalleries(site),
    // The code of the sections after the hero, so that the render does not wait for it (after-hero.tsx).
    preloadAfterHero(),
  ]);
  const today = schoolToday(site.timeZone);
  // Only what the page shows travels to the browser (it is in the HTML twice: markup and hydration data).
  return {
    notifications,
    news: news.slice(0, homeNewsCount),
    registrations,
    principalMessage: messages[0] ?? null,
    toppersX: toppersOfClass(toppers, "X", today),
    toppersXII: toppersOfClass(toppers, "XII", today),
    birthdays,
    albums: homeGalleries(galleries),
  };
}

export const meta = metaFor(homePage);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { profile } = useSiteData();
  return (
    <>
      <h1 className="visually-hidden">{schoolNameOf(profile)}</h1>
      <NotificationPopup notifications={loaderData.notifications} />
      <HeroCarousel />
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
