import { InfoPage } from "#app/components/info-page.tsx";
import { infoPageLoader } from "#app/lib/info-page.server.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { infoPages } from "#app/lib/strings/info.ts";
import type { Route } from "./+types/withdrawal";

/** Its text is the school's pages/Withdrawal.md (decision 0009). */
export const loader = infoPageLoader("Withdrawal");
export const meta = metaFor(infoPages.withdrawal);

export default function WithdrawalPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={infoPages.withdrawal} content={loaderData} />;
}
