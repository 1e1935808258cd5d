import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.principalMessage);

export default function PrincipalMessagePage() {
  return <ComingSoon page={pages.principalMessage} />;
}
