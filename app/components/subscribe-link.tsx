import { PageLink } from "#app/components/page-link.tsx";
import { strings } from "#app/lib/strings/common.ts";

/** The way to /Subscribe beside a kind that alerts (issue 27): "Get circulars by e-mail". */
export function SubscribeLink({ topic }: { topic: keyof typeof strings.subscribeLinks }) {
  return (
    <p className="subscribe-link">
      <PageLink to="/Subscribe">{strings.subscribeLinks[topic]}</PageLink>
    </p>
  );
}
