import type { RouterContextProvider } from "react-router";
import { siteContext as siteContextKey } from "#app/load-context.ts";
import type { SiteDeps } from "#server/app";
import { siteContext } from "#server/site";
import { createTestApi } from "./api-fixture";

/**
 * The test API with the context its pages' loaders get: the one server/site.ts makes for each
 * request, with the same staff operations and services (it takes them as a mounted site would).
 */
export async function createTestSite(overrides: Record<string, string> = {}) {
  let deps: SiteDeps | undefined;
  const t = await createTestApi(overrides, {
    mountSite: (_app, given) => {
      deps = given;
    },
  });
  if (!deps) throw new Error("the app did not hand its site the services");
  const services = deps;
  /** One request's context, as the site builds it for the school `schoolCode` shows. */
  // The test schools' profiles name no zone: the platform's (TZ_SCHOOL) is theirs.
  const contextFor = (request: Request, schoolCode = "test"): RouterContextProvider =>
    siteContext(siteContextKey, services, schoolCode, undefined, undefined, request, services.config.timeZone);
  return { ...t, deps: services, contextFor };
}
