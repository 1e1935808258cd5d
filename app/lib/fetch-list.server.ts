/**
 * How every loader reads content: through the API in-process, never the
 * database. A failed list call must not blank a page (spec section 8): it is
 * logged with the spec's prefix, "Error fetching <what> data:", and the page
 * gets [] and shows its placeholders.
 */
import type { ProfileRecord } from "../../domain/api-records";
import type { SiteContext } from "../load-context";

type Api = Pick<SiteContext, "api">;

export async function fetchList<T>(context: Api, what: string, path: string): Promise<T[]> {
  try {
    const response = await context.api(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error(`${path} did not answer an array`);
    return body as T[];
  } catch (error) {
    console.error(`Error fetching ${what} data:`, error);
    return [];
  }
}

/** The school profile, or null when there is none (404) or it cannot be read: the site then uses neutral texts. */
export async function fetchProfile(context: Api, schoolCode: string): Promise<ProfileRecord | null> {
  const path = `/api/school/${encodeURIComponent(schoolCode)}`;
  try {
    const response = await context.api(path);
    // An unknown school is a state, not a failure: nothing to log.
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error(`${path} is not an object`);
    return body as ProfileRecord;
  } catch (error) {
    console.error("Error fetching school profile data:", error);
    return null;
  }
}
