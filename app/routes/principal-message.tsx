import { PrincipalMessagePage } from "../components/lists/principal-message-page";
import { getPrincipalMessages } from "../lib/api-client";
import { metaFor } from "../lib/page-meta";
import { principalMessagePage } from "../lib/strings/principal-page";
import { siteOf } from "../load-context";
import type { Route } from "./+types/principal-message";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const messages = await getPrincipalMessages(site);
  return { message: messages[0] ?? null };
}

export const meta = metaFor(principalMessagePage);

export default function PrincipalMessageRoute({ loaderData }: Route.ComponentProps) {
  return <PrincipalMessagePage message={loaderData.message} />;
}
