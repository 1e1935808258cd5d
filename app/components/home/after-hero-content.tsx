import type {
  BirthdayRecord,
  GalleryRecord,
  NewsRecord,
  OnlineRegistrationRecord,
  PrincipalMessageRecord,
  TopperRecord,
} from "#domain/api-records";
import { BirthdaysSection } from "./birthdays-section";
import { ClubTiles } from "./club-tiles";
import { GallerySection } from "./gallery-section";
import { NewsAndAbout } from "./news-and-about";
import { OnlineRegistration } from "./online-registration";
import { PrincipalSection } from "./principal-section";
import { QuickLinks } from "./quick-links";
import { ToppersSection } from "./toppers-section";

export type AfterHeroProps = {
  registrations: OnlineRegistrationRecord[];
  news: NewsRecord[];
  principalMessage: PrincipalMessageRecord | null;
  toppersX: TopperRecord[];
  toppersXII: TopperRecord[];
  birthdays: BirthdayRecord[];
  albums: GalleryRecord[];
};

/** Home's sections after the hero, in the order of spec 2.5. */
export default function AfterHeroContent(props: AfterHeroProps) {
  return (
    <>
      <OnlineRegistration items={props.registrations} />
      <QuickLinks />
      <NewsAndAbout news={props.news} />
      <PrincipalSection message={props.principalMessage} />
      <ClubTiles />
      <ToppersSection toppersX={props.toppersX} toppersXII={props.toppersXII} />
      <BirthdaysSection birthdays={props.birthdays} />
      <GallerySection albums={props.albums} />
    </>
  );
}
