import type { PrincipalMessageRecord } from "../../domain/api-records";
import { PrincipalMessagePage } from "../components/lists/principal-message-page";
import { fetchList } from "../lib/fetch-list.server";
import { metaFor } from "../lib/page-meta";
import { principalMessagePage } from "../lib/strings/principal-page";
import type { Route } from "./+types/principal-message";

export async function loader({ context }: Route.LoaderArgs) {
  const school = encodeURIComponent(context.schoolCode);
  const messages = await fetchList<PrincipalMessageRecord>(
    context,
    "principal message",
    `/api/principalMessage/${school}`,
  );
  return { message: messages[0] ?? null };
}

export const meta = metaFor(principalMessagePage);

export default function PrincipalMessageRoute({ loaderData }: Route.ComponentProps) {
  return <PrincipalMessagePage message={loaderData.message} />;
}
