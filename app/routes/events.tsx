import { ComingSoon } from "../components/coming-soon";
import { metaFor } from "../lib/page-meta";
import { pages } from "../lib/strings";

export const meta = metaFor(pages.events);

export default function EventsPage() {
  return <ComingSoon page={pages.events} />;
}
