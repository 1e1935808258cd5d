/**
 * The admin area's calls for issue 14's records (birthdays, transfer certificates, children's
 * consent; toppers, faculty and videos are the generic editor's, decision 0090), through the same in-process staff API as admin-api.server.ts. Uploads travel on as
 * multipart form data, with the visitor's cookie and origin like every other call.
 */
import { z } from "zod";
import type { ConsentState } from "#domain/consent";
import {
  birthdayImportResultSchema,
  birthdayListSchema,
  birthdayPreviewSchema,
  bulkReportSchema,
  bulkResultSchema,
  certificateListSchema,
  consentListSchema,
} from "#domain/records-admin";
import { attempt, type Caller, call, forwarded, read } from "./admin-api.server";

const segment = encodeURIComponent;
const acknowledged = z.unknown();
const schoolPath = (school: string, rest: string) => `/api/admin/schools/${segment(school)}${rest}`;

async function callForm(caller: Caller, path: string, method: string, form: FormData) {
  return caller.site.api(new URL(path, caller.request.url).href, {
    method,
    headers: forwarded(caller.request, false),
    body: form,
  });
}

// ---- Birthdays ----

export async function getBirthdays(caller: Caller, school: string) {
  return (await read(caller, await call(caller, schoolPath(school, "/birthdays")), birthdayListSchema)).data;
}

export async function previewBirthdays(caller: Caller, school: string, csv: string) {
  const response = await call(caller, schoolPath(school, "/birthdays/preview"), { method: "POST", body: { csv } });
  return attempt(caller, response, birthdayPreviewSchema);
}

export async function importBirthdays(caller: Caller, school: string, csv: string, mode: string) {
  const response = await call(caller, schoolPath(school, "/birthdays/import"), {
    method: "POST",
    body: { csv, mode },
  });
  return attempt(caller, response, birthdayImportResultSchema);
}

// ---- Children's consent ----

export async function getWithoutConsent(caller: Caller, school: string) {
  return (await read(caller, await call(caller, schoolPath(school, "/consent")), consentListSchema)).data;
}

export async function changeConsent(
  caller: Caller,
  school: string,
  kind: string,
  id: string,
  consent: ConsentState | null,
) {
  const path = schoolPath(school, `/consent/${segment(kind)}/${segment(id)}`);
  return attempt(caller, await call(caller, path, { method: "PUT", body: { consent } }), acknowledged);
}

// ---- Transfer certificates ----

export async function getCertificates(caller: Caller, school: string) {
  return (await read(caller, await call(caller, schoolPath(school, "/certificates")), certificateListSchema)).data;
}

export async function addCertificate(caller: Caller, school: string, form: FormData) {
  return attempt(caller, await callForm(caller, schoolPath(school, "/certificates"), "POST", form), acknowledged);
}

export async function replaceCertificate(caller: Caller, school: string, id: string, form: FormData) {
  const path = schoolPath(school, `/certificates/${segment(id)}/file`);
  return attempt(caller, await callForm(caller, path, "PUT", form), acknowledged);
}

export async function withdrawCertificate(caller: Caller, school: string, id: string) {
  const response = await call(caller, schoolPath(school, `/certificates/${segment(id)}`), { method: "DELETE" });
  if (response.status === 204) return { ok: true as const };
  return attempt(caller, response, acknowledged);
}

export async function reportBulkCertificates(caller: Caller, school: string, form: FormData) {
  const response = await callForm(caller, schoolPath(school, "/certificates/bulk"), "POST", form);
  return attempt(caller, response, bulkReportSchema);
}

export async function confirmBulkCertificates(caller: Caller, school: string, batch: string) {
  const response = await call(caller, schoolPath(school, "/certificates/bulk/confirm"), {
    method: "POST",
    body: { batch },
  });
  return attempt(caller, response, bulkResultSchema);
}
