import type { StoredItem } from "../../database/queries/lists";
import type {
  BirthdayRecord,
  EventRecord,
  FacultyRecord,
  GalleryRecord,
  HighlightRecord,
  NewsRecord,
  NotificationRecord,
  OnlineRegistrationRecord,
  PrincipalMessageRecord,
  SubGalleryRecord,
  TopperRecord,
  VideoRecord,
} from "../../domain/api-records";

/**
 * What the API answers for each entity: exactly the specification's fields
 * plus `_id`, with absent optional values written as null so every object of
 * a list has the same keys.
 */
export const toRecord = {
  highlights: (item: StoredItem<"highlights">): HighlightRecord => ({
    _id: item._id,
    title: item.title,
    attachments: item.attachments,
  }),
  news: (item: StoredItem<"news">): NewsRecord => ({
    _id: item._id,
    title: item.title,
    description: item.description,
    fromDate: item.fromDate,
    attachments: item.attachments,
  }),
  principalMessages: (item: StoredItem<"principalMessages">): PrincipalMessageRecord => ({
    _id: item._id,
    message: item.message,
    name: item.name,
    category: item.category,
    attachments: item.attachments,
  }),
  onlineRegistrations: (item: StoredItem<"onlineRegistrations">): OnlineRegistrationRecord => ({
    _id: item._id,
    title: item.title,
    url: item.url,
    attachments: item.attachments,
  }),
  toppers: (item: StoredItem<"toppers">): TopperRecord => ({
    _id: item._id,
    name: item.name,
    class: item.class,
    division: item.division,
    stream: item.stream,
    sessionYear: item.sessionYear,
    attachments: item.attachments,
  }),
  galleries: (item: StoredItem<"galleries">): GalleryRecord => ({
    _id: item._id,
    title: item.title,
    description: item.description,
    date: item.date,
    category: item.category,
    attachments: item.attachments,
    url: item.url ?? null,
  }),
  subGallery: (item: StoredItem<"galleries">): SubGalleryRecord => ({
    _id: item._id,
    title: item.title,
    date: item.date,
    description: item.description,
    url: item.url ?? null,
    attachments: item.attachments,
    updatedAt: item.updatedAt ?? item.date,
  }),
  birthdays: (item: StoredItem<"birthdays">): BirthdayRecord => ({
    _id: item._id,
    name: item.name,
    class: item.class,
    attachments: item.attachments,
  }),
  notifications: (item: StoredItem<"notifications">): NotificationRecord => ({
    _id: item._id,
    title: item.title,
    desc: item.desc,
    image: item.image,
    url: item.url ?? null,
    urlTitle: item.urlTitle ?? null,
    attachments: item.attachments,
  }),
  events: (item: StoredItem<"events">): EventRecord => ({
    _id: item._id,
    title: item.title,
    description: item.description,
    date: item.date,
    time: item.time,
    venue: item.venue,
    images: item.images,
    attachments: item.attachments,
  }),
  faculty: (item: StoredItem<"faculty">): FacultyRecord => ({
    _id: item._id,
    name: item.name,
    designation: item.designation,
    order: item.order,
  }),
  videos: (item: StoredItem<"videos">): VideoRecord => ({
    _id: item._id,
    title: item.title,
    date: item.date,
    videoUrl: item.videoUrl,
  }),
};
