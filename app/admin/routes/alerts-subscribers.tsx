import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { loaded } from "#app/admin/lib/staff.server.ts";
import type { Route } from "./+types/alerts-subscribers";

/** The confirmed subscribers' addresses as CSV, the owner's alone (users.manage); each export is logged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { caller } = await schoolPage(request, context, "users.manage");
  const { fileName, csv } = await loaded(request, () => caller.ops.alerts.subscribersExport());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
