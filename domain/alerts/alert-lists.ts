import { type SchoolClass, schoolClasses } from "#domain/school-classes";
/*
 * The lists of parents' alerts' choices, without zod: the /Subscribe page's JavaScript reads them.
 */

/**
 * Parents' e-mail alerts (issue 27, decision 0089): what a parent may ask for. The topics are the
 * kinds whose file has an `alert` description (domain/kinds/*.ts); this is their list of names,
 * which a kind's description picks one of, and the form shows in this order.
 */
export const alertTopics = ["notices", "circulars", "news", "events"] as const;
export type AlertTopic = (typeof alertTopics)[number];

export const alertTopicLabels: Record<AlertTopic, string> = {
  notices: "Notices",
  circulars: "Circulars",
  news: "News",
  events: "Events",
};

/** The classes a parent may choose alerts for: the school's (domain/school-classes.ts). */
export const alertClasses = schoolClasses;
export type AlertClass = SchoolClass;

/** As soon as published, or one digest a day at 17:00 school time. */
export const alertFrequencies = ["immediate", "daily"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
