import { z } from "zod";
import { fileRef, text, withId } from "#domain/content-fields";
import { defineKind } from "#domain/content-kind";
import { defineListKind } from "#domain/kinds/list-kind";
import { admissionKey, nameKey } from "#domain/tc-keys";

export const transferCertificateSchema = z.strictObject({
  ...withId,
  admission: text,
  name: text,
  file: fileRef,
});

/** Uploaded on its own admin screen (server/api/admin/certificates.ts), not as drafts. */
export const transferCertificates = defineListKind({
  key: "transferCertificates",
  content: defineKind({
    schema: transferCertificateSchema,
    table: "transfer_certificate",
    // The file is stored under an unguessable name; the look-up compares normalised keys.
    columns: { file: "stored_path" },
    computed: {
      admission_key: ({ admission }: { admission: string }) => admissionKey(admission),
      name_key: ({ name }: { name: string }) => nameKey(name),
    },
    // Never listed: POST /api/tc answers one certificate's path to whoever knows both keys.
  }),
});
