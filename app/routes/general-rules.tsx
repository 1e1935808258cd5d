import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.generalRules);

export default function GeneralRulesPage() {
  return <ComingSoon page={pages.generalRules} />;
}
