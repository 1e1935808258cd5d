/**
 * The admin area's records screens (issue 14: birthdays, transfer certificates, children's consent;
 * toppers, faculty and videos are the generic editor's, decision 0090): the school's record
 * operations (server/operations/staff-records.ts, staff-certificates.ts), in the process. The
 * uploads go on as the form's File objects.
 */
import type { ConsentState } from "#domain/consent";
import type { Caller } from "./school-scope.server";
import { attempt, loaded } from "./staff.server";

// ---- Birthdays ----

export function getBirthdays(caller: Caller) {
  return loaded(caller.request, () => caller.ops.records.birthdays());
}

export function previewBirthdays(caller: Caller, csv: string) {
  return attempt(caller.request, () => caller.ops.records.previewBirthdays({ csv }));
}

export function importBirthdays(caller: Caller, csv: string, mode: string) {
  return attempt(caller.request, () => caller.ops.records.importBirthdays({ csv, mode }));
}

// ---- Children's consent ----

export function getWithoutConsent(caller: Caller) {
  return loaded(caller.request, () => caller.ops.records.withoutConsent());
}

export function changeConsent(caller: Caller, kind: string, id: string, consent: ConsentState | null) {
  return attempt(caller.request, () => caller.ops.records.changeConsent(kind, id, { consent }));
}

// ---- Transfer certificates ----

export function getCertificates(caller: Caller) {
  return loaded(caller.request, () => caller.ops.records.certificates());
}

export function addCertificate(caller: Caller, form: FormData) {
  const input = { admission: form.get("admission"), name: form.get("name"), file: form.get("file") };
  return attempt(caller.request, () => caller.ops.records.addCertificate(input));
}

export function replaceCertificate(caller: Caller, id: string, form: FormData) {
  return attempt(caller.request, () => caller.ops.records.replaceCertificate(id, { file: form.get("file") }));
}

export function withdrawCertificate(caller: Caller, id: string) {
  return attempt(caller.request, () => caller.ops.records.withdrawCertificate(id));
}

export function reportBulkCertificates(caller: Caller, form: FormData) {
  const input = { csv: form.get("csv"), files: form.getAll("files") };
  return attempt(caller.request, () => caller.ops.records.reportBulkCertificates(input));
}

export function confirmBulkCertificates(caller: Caller, batch: string) {
  return attempt(caller.request, () => caller.ops.records.confirmBulkCertificates({ batch }));
}
