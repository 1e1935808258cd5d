/**
 * Home's name and the texts of what runs as soon as Home loads: the hero carousel and the
 * notification popup. The sections after the hero have theirs in home.ts, which comes with
 * their code (decision 0035).
 */
import type { PageText } from "./pages";

/** Home's name (the title is "<name> | <school>") and meta description. */
export const homePage: PageText = {
  name: "Home",
  description: "News, events, galleries and information from the school.",
};

export const homeLoadStrings = {
  heroLabel: "School photos",
  slideAlt: "School life photo",
  notificationsHeading: "Notifications",
  notificationsLabel: "Notifications",
} as const;
