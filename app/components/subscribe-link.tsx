import { Link } from "react-router";
import { strings } from "#app/lib/strings/common.ts";

/** The way to /Subscribe beside a kind that alerts (issue 27): "Get circulars by e-mail". */
export function SubscribeLink({ topic }: { topic: keyof typeof strings.subscribeLinks }) {
  return (
    <p className="subscribe-link">
      <Link to="/Subscribe">{strings.subscribeLinks[topic]}</Link>
    </p>
  );
}
