import { type DisclosureHealthAnswer, disclosureHealthAnswerSchema } from "#domain/disclosure-health";
import { type Caller, call, read } from "./admin-api.server";

const segment = encodeURIComponent;

/** The disclosure's health panel and the annual report reminder (issue 25), as the admin API answers them. */
export async function getDisclosureHealth(caller: Caller, school: string): Promise<DisclosureHealthAnswer> {
  return read(
    caller,
    await call(caller, `/api/admin/schools/${segment(school)}/disclosure/health`),
    disclosureHealthAnswerSchema,
  );
}
