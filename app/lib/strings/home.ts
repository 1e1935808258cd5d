/**
 * Texts of Home's sections after the hero (their code loads when the visitor acts,
 * decision 0035; Home's name and what runs at load are in home-page.ts).
 *
 * Every fixed UI text lives in this folder, one file per area, so a route
 * loads only the texts it shows and an edition in another language is one new
 * folder of this shape. Texts quoted by the spec are kept exactly.
 */
export const homeStrings = {
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
