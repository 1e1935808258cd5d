/**
 * The admin area's calls for issue 14's records (birthdays, transfer certificates, children's
 * consent, toppers, faculty, videos), through the same in-process staff API as admin-api.server.ts. Uploads travel on as
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
  facultyListSchema,
  topperListSchema,
  videoListSchema,
} from "#domain/records-admin";
import { attempt, type Caller, call, forwarded, messageOf, read } from "./admin-api.server";

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

// ---- Toppers and consent ----

export async function getToppers(caller: Caller, school: string) {
  return (await read(caller, await call(caller, schoolPath(school, "/toppers")), topperListSchema)).data;
}

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

// ---- Toppers, faculty, videos ----

/** An edit's answer. A record gone meanwhile (404) is a refusal the page shows, not an error page. */
async function edited(caller: Caller, response: Response) {
  if (response.status === 404) return { ok: false as const, refusal: await messageOf(response) };
  return attempt(caller, response, acknowledged);
}

export async function addTopper(caller: Caller, school: string, form: FormData) {
  return attempt(caller, await callForm(caller, schoolPath(school, "/toppers"), "POST", form), acknowledged);
}

/** The whole form again (multipart); without a photo the stored one stays. */
export async function editTopper(caller: Caller, school: string, id: string, form: FormData) {
  return edited(caller, await callForm(caller, schoolPath(school, `/toppers/${segment(id)}`), "PUT", form));
}

export async function removeTopper(caller: Caller, school: string, id: string) {
  const response = await call(caller, schoolPath(school, `/toppers/${segment(id)}`), { method: "DELETE" });
  if (response.status === 204) return { ok: true as const };
  return attempt(caller, response, acknowledged);
}

export async function getFaculty(caller: Caller, school: string) {
  return (await read(caller, await call(caller, schoolPath(school, "/faculty")), facultyListSchema)).data;
}

export async function addFaculty(
  caller: Caller,
  school: string,
  input: { name: string; designation: string; qualification?: string },
) {
  return attempt(
    caller,
    await call(caller, schoolPath(school, "/faculty"), { method: "POST", body: input }),
    acknowledged,
  );
}

export async function editFaculty(
  caller: Caller,
  school: string,
  id: string,
  input: { name: string; designation: string; qualification?: string },
) {
  return edited(
    caller,
    await call(caller, schoolPath(school, `/faculty/${segment(id)}`), { method: "PUT", body: input }),
  );
}

export async function orderFaculty(caller: Caller, school: string, ids: string[]) {
  const response = await call(caller, schoolPath(school, "/faculty/order"), { method: "PUT", body: { ids } });
  return attempt(caller, response, acknowledged);
}

export async function removeFaculty(caller: Caller, school: string, id: string) {
  const response = await call(caller, schoolPath(school, `/faculty/${segment(id)}`), { method: "DELETE" });
  if (response.status === 204) return { ok: true as const };
  return attempt(caller, response, acknowledged);
}

export async function getVideos(caller: Caller, school: string) {
  return (await read(caller, await call(caller, schoolPath(school, "/videos")), videoListSchema)).data;
}

export async function addVideo(caller: Caller, school: string, input: { url: string; title: string; date: string }) {
  return attempt(
    caller,
    await call(caller, schoolPath(school, "/videos"), { method: "POST", body: input }),
    acknowledged,
  );
}

export async function editVideo(
  caller: Caller,
  school: string,
  id: string,
  input: { url: string; title: string; date: string },
) {
  return edited(
    caller,
    await call(caller, schoolPath(school, `/videos/${segment(id)}`), { method: "PUT", body: input }),
  );
}

export async function removeVideo(caller: Caller, school: string, id: string) {
  const response = await call(caller, schoolPath(school, `/videos/${segment(id)}`), { method: "DELETE" });
  if (response.status === 204) return { ok: true as const };
  return attempt(caller, response, acknowledged);
}
