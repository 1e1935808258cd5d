import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/registration-form";

/** Its text is the school's pages/RegistrationForm.md (decision 0009). */
export const loader = infoPageLoader("RegistrationForm");
export const meta = metaFor(infoPages.registrationForm);

export default function RegistrationFormPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.registrationForm} content={loaderData} />;
}
