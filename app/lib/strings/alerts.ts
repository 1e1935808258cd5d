import type { PageText } from "./pages";

/** /Subscribe: parents' e-mail alerts (issue 27, decision 0089). */
export const subscribePage: PageText = {
  name: "E-mail alerts",
  description: "Get the school's notices, circulars, news and events by e-mail, as they are published or once a day.",
};

export const alertStrings = {
  intro:
    "Get the school's notices, circulars, news and events in your inbox. Choose what you want; we send nothing until you confirm your address.",
  formHeading: "Subscribe",
  email: "Your e-mail address",
  topics: "What to receive",
  classes: "Only for these classes (optional)",
  classesHint: "Leave all unticked for the whole school. A circular for other classes is then not sent to you.",
  frequency: "How often",
  immediate: "As soon as it is published",
  daily: "One daily digest at 17:00",
  submit: "Subscribe",
  save: "Save my choices",
  checkMail:
    "Thank you. If this address can receive alerts, a confirmation link is on its way to it. Open it within 48 hours to start.",
  noMail: "This school's website does not send e-mail yet, so alerts cannot start. Please check back later.",
  tooMany: "Too many requests from here. Please try again in 15 minutes.",
  failed: "Something went wrong on our side. Please try again later.",
  confirmHeading: "Confirm your alerts",
  confirmText: "Press the button to start receiving the alerts you asked for.",
  confirmButton: "Confirm",
  confirmed: "Your alerts are confirmed. You will receive: ",
  invalidLink: "This link has expired or has already been used. You can ask for alerts again below.",
  manageHeading: "Your alert choices",
  manageFor: "Alerts for",
  saved: "Your choices are saved.",
  notReceiving: "This address does not receive alerts at the moment. Subscribe again below to start.",
  unsubscribeHeading: "Unsubscribe",
  unsubscribeText: "Press the button and no more alerts will be sent to this address.",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed. No more alerts will be sent, and your address is deleted after 30 days.",
  privacyHeading: "Your privacy",
  privacy: [
    "We keep only your e-mail address and your choices, with the date you asked and the date you confirmed. Nothing else.",
    "Your address is used only for these alerts. It is never shown on the website, never given to anyone else, and our mails carry no tracking.",
    "Every mail has a link to change your choices and a link to unsubscribe. After you unsubscribe, your address is deleted within 30 days; a request you never confirm is deleted after 48 hours.",
    "Under India's Digital Personal Data Protection Act, 2023 you may ask the school what it holds about you, or to delete it, at any time: write to the school's address below.",
  ],
  subscribeLink: "Get these by e-mail",
} as const;

export const topicWords = { notices: "Notices", circulars: "Circulars", news: "News", events: "Events" } as const;
