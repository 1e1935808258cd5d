import type { z } from "zod";
import type { BulkReport } from "#domain/records-admin";
import type { certificatesForm } from "./admin-forms";
import { answered } from "./read-form";
import {
  addCertificate,
  confirmBulkCertificates,
  replaceCertificate,
  reportBulkCertificates,
  withdrawCertificate,
} from "./records.server";
import { count } from "./records-format";
import type { Caller } from "./school-scope.server";

export type CertificateAnswer = {
  intent: string;
  id?: string;
  message?: string;
  notice?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

type Posted = z.output<typeof certificatesForm>;
type Of<I extends Posted["intent"]> = Extract<Posted, { intent: I }>;

/** The transfer certificates' forms: one added (its fields beside it), a file replaced, one withdrawn. */
export function certificateActions(caller: Caller, form: FormData) {
  return {
    add: async ({ intent, ...values }: Of<"add">) => {
      const result = await addCertificate(caller, form);
      if (!result.ok)
        return answered<CertificateAnswer>(
          { intent, message: result.refusal.message, fields: result.refusal.fields, values },
          400,
        );
      return answered<CertificateAnswer>({ intent, notice: `The certificate of ${values.admission} is on the site.` });
    },
    replace: async ({ intent, id, who }: Of<"replace">) => {
      const result = await replaceCertificate(caller, id, form);
      if (!result.ok)
        return answered<CertificateAnswer>(
          { intent, id, message: result.refusal.fields.file ?? result.refusal.message },
          400,
        );
      return answered<CertificateAnswer>({ intent, notice: `The certificate of ${who} has its new file.` });
    },
    withdraw: async ({ intent, id, who }: Of<"withdraw">) => {
      const result = await withdrawCertificate(caller, id);
      if (!result.ok) return answered<CertificateAnswer>({ intent, id, message: result.refusal.message }, 400);
      return answered<CertificateAnswer>({ intent, notice: `The certificate of ${who} is withdrawn.` });
    },
  };
}

export type BulkAnswer = CertificateAnswer & { report?: Extract<BulkReport, { ok: true }> };

/** The bulk upload's forms: the CSV and files matched and reported, then the reported batch saved. */
export function bulkCertificateActions(caller: Caller, form: FormData) {
  return {
    report: async ({ intent }: { intent: "report" }) => {
      const result = await reportBulkCertificates(caller, form);
      if (!result.ok) {
        return answered<BulkAnswer>({ intent, message: result.refusal.message, fields: result.refusal.fields }, 400);
      }
      if (!result.value.ok) {
        const csv = `Line ${result.value.line}: ${result.value.reason}`;
        return answered<BulkAnswer>({ intent, message: "The CSV file cannot be read.", fields: { csv } }, 400);
      }
      return answered<BulkAnswer>({ intent, report: result.value });
    },
    confirm: async ({ intent, batch }: { intent: "confirm"; batch: string }) => {
      const result = await confirmBulkCertificates(caller, batch);
      if (!result.ok) return answered<BulkAnswer>({ intent, message: result.refusal.message }, 400);
      const { added, replaced } = result.value;
      const notice = `${count(added + replaced, "certificate")} saved: ${added} added, ${replaced} replaced.`;
      return answered<BulkAnswer>({ intent, notice });
    },
  };
}
