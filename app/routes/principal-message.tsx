import { PrincipalMessagePage } from "#app/components/lists/principal-message-page.tsx";
import { metaFor } from "#app/lib/page-meta.ts";
import { principalMessagePage } from "#app/lib/strings/principal-page.ts";
import { siteOf } from "#app/load-context.ts";
import type { Route } from "./+types/principal-message";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const messages = await site.content.principalMessages();
  return { message: messages[0] ?? null };
}

export const meta = metaFor(principalMessagePage);

export default function PrincipalMessageRoute({ loaderData }: Route.ComponentProps) {
  return <PrincipalMessagePage message={loaderData.message} />;
}
