import type {
  BirthdayRecord,
  GalleryRecord,
  NewsRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
  PrincipalMessageRecord,
  TopperRecord,
} from "../../content/schema";
import { BirthdaysSection } from "../components/home/birthdays-section";
import { ClubTiles } from "../components/home/club-tiles";
import { GallerySection } from "../components/home/gallery-section";
import { HeroCarousel } from "../components/home/hero-carousel";
import { NewsAndAbout } from "../components/home/news-and-about";
import { NotificationPopup } from "../components/home/notification-popup";
import { OnlineRegistration } from "../components/home/online-registration";
import { PrincipalSection } from "../components/home/principal-section";
import { QuickLinks } from "../components/home/quick-links";
import { ToppersSection } from "../components/home/toppers-section";
import { useSiteData } from "../components/use-site-data";
import { homeNewsCount } from "../lib/constants";
import { fetchList } from "../lib/fetch-list.server";
import { homeGalleries, toppersOfClass } from "../lib/home-content";
import { metaFor, schoolNameOf } from "../lib/page-meta";
import { schoolToday } from "../lib/school-date";
import { homePage } from "../lib/strings/home";
import type { Route } from "./+types/home";
import "../components/home/home.css";

export async function loader({ context }: Route.LoaderArgs) {
  const school = encodeURIComponent(context.schoolCode);
  const [notifications, news, registrations, messages, toppers, birthdays, galleries] = await Promise.all([
    fetchList<NotificationRecord>(context, "notification", `/api/notification/${school}`),
    fetchList<NewsRecord>(context, "news", `/api/news/${school}`),
    fetchList<OnlineRegistrationRecord>(context, "online registration", `/api/onlineRegistration/${school}`),
    fetchList<PrincipalMessageRecord>(context, "principal message", `/api/principalMessage/${school}`),
    fetchList<TopperRecord>(context, "topper", `/api/topper/${school}`),
    fetchList<BirthdayRecord>(context, "birthday", `/api/birthdays/${school}`),
    fetchList<GalleryRecord>(context, "gallery", `/api/gallery/All/${school}`),
  ]);
  const today = schoolToday(context.timeZone);
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
      <OnlineRegistration items={loaderData.registrations} />
      <QuickLinks />
      <NewsAndAbout news={loaderData.news} />
      <PrincipalSection message={loaderData.principalMessage} />
      <ClubTiles />
      <ToppersSection toppersX={loaderData.toppersX} toppersXII={loaderData.toppersXII} />
      <BirthdaysSection birthdays={loaderData.birthdays} />
      <GallerySection albums={loaderData.albums} />
    </>
  );
}
