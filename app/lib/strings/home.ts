/**
 * Texts of Home and its sections.
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
import type { PageText } from "./pages";

/** Home's name (the title is "<name> | <school>") and meta description. */
export const homePage: PageText = {
  name: "Home",
  description: "News, events, galleries and information from the school.",
};

export const homeStrings = {
  heroLabel: "School photos",
  slideAlt: "School life photo",
  notificationsHeading: "Notifications",
  notificationsLabel: "Notifications",
  onlineRegistrationHeading: "Online Registration",
  quickLinksHeading: "Quick Access",
  teacherLogin: "Teacher Login",
  principalLogin: "Principal Login",
  onlineExam: "Online Exam",
  portalHelp: "Portal Help",
  admissionProcess: "Admission Process",
  erpSoftware: "ERP Software",
  callUs: "Call Us",
  newsBoxHeading: "News",
  newsBoxPause: "Pause news",
  newsBoxPlay: "Play news",
  newsPlaceholderTitle: "News Title",
  newsPlaceholderDescription: "Stay Tuned For More Updates",
  newsPlaceholderDate: "DD.MM.YYYY",
  latestNewsHeading: "Latest News",
  viewMore: "View More",
  aboutHeading: "About Us",
  readMore: "Read More",
  principalHeading: "Principal's Message",
  principalPlaceholderMessage: "Message",
  principalPlaceholderName: "Name",
  principalPhotoAlt: "Photo of the principal",
  watchVideo: "Watch Message Video",
  clubsHeading: "Our Clubs",
  toppersXHeading: "Toppers of Class X",
  toppersXIIHeading: "Toppers of Class XII",
  birthdaysHeading: "Happy Birthday",
  galleryHeading: "Photo Gallery",
  viewGallery: "View Gallery",
  placeholderName: "Name",
  placeholderClass: "Class",
  placeholderAlbum: "Album Title",
  classLabel: "Class",
  streamLabel: "Stream",
} as const;

export const clubStrings = {
  englishLiterary: "English Literary",
  green: "Green",
  quest: "Quest",
  music: "Music",
  sports: "Sports",
  performingArts: "Performing Arts",
  ramanujan: "Ramanujan",
  picasso: "Picasso",
} as const;

/** "Call Us: 0522 …" for the phone tile and links. */
export function callLabel(phone: string): string {
  return `${homeStrings.callUs}: ${phone}`;
}
