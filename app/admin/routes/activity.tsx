import { data, Link } from "react-router";
import { ActivityFilters } from "#app/admin/components/activity-filters.tsx";
import { ActivityTable } from "#app/admin/components/activity-table.tsx";
import { readForm } from "#app/admin/lib/read-form.ts";
import { schoolPage } from "#app/admin/lib/school-scope.server.ts";
import { loaded } from "#app/admin/lib/staff.server.ts";
import { activityQuerySchema } from "#domain/admin-records";
import type { Route } from "./+types/activity";

export function meta() {
  return [{ title: "Activity · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, school, timeZone } = await schoolPage(request, context, "activity.read");
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = readForm(new URLSearchParams(params), activityQuerySchema);
  if (!parsed.ok) return data({ query: params, fields: parsed.fields, page: undefined, timeZone }, 400);
  const page = await loaded(request, async () => (await staff.school(school.code)).activity(parsed.value));
  return { query: params, fields: {} as Record<string, string>, page, timeZone };
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { query, fields, page, timeZone } = loaderData;
  const olderHref = page?.next ? `?${new URLSearchParams({ ...query, before: page.next })}` : undefined;
  return (
    <>
      <h1>Activity</h1>
      <p>Every sign-in, whether it worked or not, and every change to people and settings. Times are the school's.</p>
      <ActivityFilters query={query} fields={fields} page={page} />
      {page && page.data.length === 0 && <p role="status">Nothing happened that matches.</p>}
      {page && page.data.length > 0 && <ActivityTable entries={page.data} timeZone={timeZone} />}
      {olderHref && (
        <p>
          <Link to={olderHref}>Older entries</Link>
        </p>
      )}
    </>
  );
}
