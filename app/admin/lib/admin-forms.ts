import { z } from "zod";
import { consentStates } from "#domain/consent";
import { displayNameSchema } from "#domain/display-name";
import { formText } from "./read-form";

/**
 * The admin area's posted forms, each read in its page's action by readForm (read-form.ts). Their
 * fields are the texts as typed: the staff operations check the values and name the faulty field.
 */

export const emailForm = z.object({ email: formText });

export const signInForm = z.object({ email: formText, password: formText, next: formText });

/** Someone new says what they are called (issue 23): the owner's spelling is offered, theirs is kept. */
export const newNameForm = z.object({ name: formText.pipe(displayNameSchema) });

export const accountForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("name"), name: formText }),
  z.object({ intent: z.literal("sign-out-everywhere") }),
  z.object({ intent: z.literal("remove-passkey"), id: formText }),
]);

/** An item of the generic editor, named by its kind and id (the trash's restore). */
export const itemForm = z.object({ kind: formText, id: formText });

export const revisionForm = z.object({ revision: formText });

/** The operator's forms; the new-school form posts no intent. */
export const schoolsForm = z.preprocess(
  (posted) => ({ intent: "create", ...(posted as object) }),
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("quota"), code: formText, quotaMb: formText.transform((text) => text.trim()) }),
    z.object({ intent: z.literal("reset"), email: formText }),
    z.object({
      intent: z.literal("create"),
      code: formText,
      name: formText,
      ownerEmail: formText,
      ownerName: formText,
    }),
  ]),
);

export const peopleForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: formText, name: formText, role: formText }),
  z.object({ intent: z.literal("withdraw"), invitationId: formText, who: formText }),
  z.object({ intent: z.literal("role"), userId: formText, who: formText, role: formText }),
  z.object({ intent: z.literal("remove"), userId: formText, who: formText }),
  z.object({ intent: z.literal("reset"), userId: formText, who: formText }),
]);

/** ConsentControl's form, on every records page that lists children; no state chosen is "not recorded". */
export const consentForm = z.object({
  intent: z.literal("consent"),
  kind: formText,
  id: formText,
  who: formText,
  consent: z.enum(consentStates).nullable().catch(null),
});

export const birthdaysForm = z.discriminatedUnion("intent", [
  consentForm,
  z.object({ intent: z.literal("preview"), csv: z.instanceof(File).optional().catch(undefined) }),
  // The preview's form carries the file's text; adding and updating unless told to replace.
  z.object({ intent: z.literal("import"), csv: formText, mode: z.string().catch("merge") }),
]);

/** A certificate's forms; its file is read by the operation from the form itself. */
export const certificatesForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), admission: formText, name: formText }),
  z.object({ intent: z.literal("replace"), id: formText, who: formText }),
  z.object({ intent: z.literal("withdraw"), id: formText, who: formText }),
]);

/** The bulk upload: a CSV and files checked first (the operation reads them), then the checked batch saved. */
export const bulkCertificatesForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("report") }),
  z.object({ intent: z.literal("confirm"), batch: formText }),
]);

/** A row of a list ordered by hand moved: one place (`direction`), or onto another row's place (`to`). */
export const moveForm = z.object({
  intent: z.literal("move"),
  id: formText,
  to: formText.transform(Number),
  direction: formText.transform((text): "up" | "down" => (text === "up" ? "up" : "down")),
});

const invitationAnswer = { invitation: formText, school: formText };

/** The admin header's forms (the layout's action); any other post signs out. */
export const headerForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("switch-school"), school: formText, back: formText }),
  z.object({ intent: z.literal("accept-invitation"), ...invitationAnswer }),
  z.object({ intent: z.literal("decline-invitation"), ...invitationAnswer }),
]);
