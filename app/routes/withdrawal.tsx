import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.withdrawal);

export default function WithdrawalPage() {
  return <ComingSoon page={pages.withdrawal} />;
}
