import { data, Form, redirect, useNavigation } from "react-router";
import { AddPasskey } from "#app/admin/components/add-passkey.tsx";
import { Field, FormMessage } from "#app/admin/components/field.tsx";
import { describeDevice } from "#app/admin/lib/device.ts";
import { formatInstant } from "#app/admin/lib/format-time.ts";
import { attempt, loaded, staffOf } from "#app/admin/lib/staff.server.ts";
import { useAdminScope } from "#app/admin/lib/use-admin-scope.ts";
import { siteOf } from "#app/load-context.ts";
import { displayNameMax } from "#domain/display-name";
import type { Route } from "./+types/account";

export function meta() {
  return [{ title: "Your account · School admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await staffOf(request, context);
  const [sessions, passkeys] = await loaded(request, () => Promise.all([staff.sessions(), staff.passkeys()]));
  return {
    timeZone: siteOf(context).timeZone,
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name ?? "Passkey", createdAt: p.createdAt?.toISOString() })),
    sessions: sessions
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        address: s.ipAddress ?? "unknown",
        lastUsed: s.updatedAt.toISOString(),
        current: s.current,
      })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await staffOf(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "name") {
    const name = String(form.get("name") ?? "");
    const renamed = await attempt(request, () => staff.rename({ name }));
    if (!renamed.ok) return data({ notice: undefined, refused: { fields: renamed.refusal.fields, name } }, 400);
    return { notice: `Your name is now ${renamed.value.name}.` };
  }
  if (intent === "sign-out-everywhere") {
    await loaded(request, () => staff.signOutEverywhere());
    throw redirect("/admin/sign-in?done=signed-out");
  }
  if (intent === "remove-passkey") {
    await loaded(request, () => staff.deletePasskey(String(form.get("id") ?? "")));
    return { notice: "The passkey is removed." };
  }
  return data({ notice: undefined }, 400);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = useAdminScope();
  const { passkeys, sessions, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  // A refused name comes back with what was typed, so the field keeps it beside its error.
  const refused = (actionData as { refused?: { fields: Record<string, string>; name: string } } | undefined)?.refused;
  return (
    <>
      <h1>Your account</h1>
      <p>
        {me.user.name}, <span className="admin-wrap">{me.user.email}</span>
      </p>
      <FormMessage message={actionData?.notice} kind="success" />

      <h2 id="name-heading">Your name</h2>
      <Form method="post" className="admin-form" aria-labelledby="name-heading" noValidate key={me.user.name}>
        <input type="hidden" name="intent" value="name" />
        <Field
          name="name"
          label="Name"
          autoComplete="name"
          required
          maxLength={displayNameMax}
          defaultValue={refused?.name ?? me.user.name}
          error={refused?.fields.name}
          hint="How the admin area greets you and the activity log names you, in any script."
        />
        <button type="submit" className="admin-button admin-button-secondary" disabled={busy}>
          Save name
        </button>
      </Form>

      <h2>Passkeys</h2>
      <p>A passkey signs you in with your phone's or computer's screen lock instead of a password.</p>
      {passkeys.length === 0 ? (
        <p>You have no passkeys yet.</p>
      ) : (
        <ul className="admin-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>
                {passkey.createdAt && <>, added {formatInstant(passkey.createdAt, timeZone)}</>}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-passkey" />
                <input type="hidden" name="id" value={passkey.id} />
                <button type="submit" className="admin-button admin-button-small admin-button-secondary">
                  Remove<span className="visually-hidden"> passkey {passkey.name}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddPasskey />

      <h2>Where you are signed in</h2>
      <ul className="admin-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <span>
              <strong>{session.device}</strong>
              {session.current && " (this device)"}, from {session.address}, last used{" "}
              {formatInstant(session.lastUsed, timeZone)}
            </span>
          </li>
        ))}
      </ul>
      <p>A session ends by itself after 12 hours without use.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="admin-button admin-button-secondary">
          Sign out everywhere
        </button>
      </Form>
    </>
  );
}
