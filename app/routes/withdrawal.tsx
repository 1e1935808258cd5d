import { InfoPage } from "../components/info-page";
import { infoPageLoader } from "../lib/info-page.server";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings/pages";
import type { Route } from "./+types/withdrawal";

/** Its text is the school's pages/Withdrawal.md (decision 0009). */
export const loader = infoPageLoader("Withdrawal");
export const meta = metaFor(pages.withdrawal);

export default function WithdrawalPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page={pages.withdrawal} content={loaderData} />;
}
