import { z } from "zod";
import { files, httpUrl, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { textField } from "#domain/editing/editable-fields";
import { defineListKind } from "#domain/kinds/list-kind";

export const onlineRegistrationSchema = z.strictObject({
  ...withId,
  title: text,
  url: httpUrl,
  attachments: files,
});

export const onlineRegistrations = defineListKind({
  key: "onlineRegistrations",
  site: { logName: "online registration" },
  content: defineKind({
    schema: onlineRegistrationSchema,
    table: "online_registration",
    paths: ["/onlineRegistration/:school"],
  }),
  editing: {
    workflow: "reviewed",
    singular: "online registration",
    plural: "Online registration",
    publicPath: "/",
    titleField: "title",
    adminPosition: 5,
    fields: [
      textField("title", "Title"),
      { name: "url", label: "Form address", widget: "url", hint: "A full address, starting https://" },
    ],
  },
});
