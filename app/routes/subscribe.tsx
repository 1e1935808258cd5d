import { data, Form } from "react-router";
import { AlertChoices, type ChoiceValues } from "#app/components/alert-choices.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { useSiteData } from "#app/components/use-site-data.ts";
import { metaFor } from "#app/lib/page-meta.ts";
import { alertStrings, subscribePage, topicWords } from "#app/lib/strings/alerts.ts";
import { siteOf } from "#app/load-context.ts";
import { alertTopics } from "#domain/alerts/alert-lists";
import type { Route } from "./+types/subscribe";
import "#app/components/alert-form.css";

export const meta = metaFor(subscribePage);

const t = alertStrings;

type Preferences = ChoiceValues & { email: string; status: string };
type Mode = "subscribe" | "confirm" | "manage" | "unsubscribe";

/**
 * /Subscribe (issue 27): the form, and the pages a mail's links open (`?confirm=`, `?manage=`,
 * `?unsubscribe=`), each a button that posts: a link scanner opening a mail's links changes nothing.
 * A page opened by a token is the subscriber's own: never kept by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const params = new URL(request.url).searchParams;
  const tokens = {
    confirm: params.get("confirm"),
    manage: params.get("manage"),
    unsubscribe: params.get("unsubscribe"),
  };
  const mode: Mode = tokens.confirm
    ? "confirm"
    : tokens.manage
      ? "manage"
      : tokens.unsubscribe
        ? "unsubscribe"
        : "subscribe";
  const token = tokens.confirm ?? tokens.manage ?? tokens.unsubscribe ?? null;
  let preferences: Preferences | null = null;
  let invalidLink = false;
  if (mode === "manage" && token) {
    const found = await site.alerts.preferences({ token });
    if (found && "subscriber" in found) preferences = found.subscriber;
    else invalidLink = true;
  }
  return data(
    { mode, token, preferences, invalidLink },
    { headers: token ? { "Cache-Control": "private, no-store" } : {} },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) headers.set(name, value);
  return headers;
}

type ActionAnswer = {
  notice?: string;
  error?: string;
  fields?: Record<string, string>;
  values?: ChoiceValues & { email: string };
  preferences?: Preferences;
  done?: boolean;
};

export async function action({ request, context }: Route.ActionArgs) {
  const site = siteOf(context);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const choices = {
    topics: form.getAll("topics").map(String),
    classes: form.getAll("classes").map(String),
    frequency: text("frequency"),
  };
  const token = text("token");
  const answer = (body: ActionAnswer, status = 200) =>
    data(body, { status, headers: { "Cache-Control": "private, no-store" } });
  switch (text("intent")) {
    case "subscribe": {
      const values = { ...choices, email: text("email") };
      const outcome = await site.alerts.subscribe(values);
      if (outcome.kind === "accepted") return answer({ notice: t.checkMail, done: true });
      if (outcome.kind === "invalid") return answer({ fields: outcome.fields, values }, 400);
      if (outcome.kind === "too-many") return answer({ error: t.tooMany, values }, 429);
      return answer({ error: t.noMail, values }, 503);
    }
    case "confirm": {
      const subscriber = await site.alerts.confirm(token);
      if (!subscriber) return answer({ error: t.invalidLink }, 404);
      return answer({ notice: t.confirmed, preferences: subscriber, done: true });
    }
    case "preferences": {
      const changed = await site.alerts.preferences({ token, ...choices });
      if (changed && "fields" in changed) return answer({ fields: changed.fields }, 400);
      if (!changed) return answer({ error: t.invalidLink }, 404);
      return answer({ notice: t.saved, preferences: changed.subscriber });
    }
    case "unsubscribe": {
      if (!(await site.alerts.unsubscribe(token))) return answer({ error: t.invalidLink }, 404);
      return answer({ notice: t.unsubscribed, done: true });
    }
    default:
      return answer({ error: t.failed }, 400);
  }
}

const noChoices: ChoiceValues = {
  // Every topic ticked, in the form's order (domain/alerts/alert-lists.ts): a new topic needs no edit here.
  topics: [...alertTopics],
  classes: [],
  frequency: "immediate",
};

function inWords(preferences: Preferences): string {
  const topics = preferences.topics.map((topic) => topicWords[topic as keyof typeof topicWords] ?? topic).join(", ");
  const classes = preferences.classes.length > 0 ? `, for classes ${preferences.classes.join(", ")}` : "";
  return `${topics}${classes}, ${preferences.frequency === "daily" ? t.daily.toLowerCase() : t.immediate.toLowerCase()}.`;
}

function SubscribeForm({ answer }: { answer: ActionAnswer | undefined }) {
  const values = answer?.values ?? { ...noChoices, email: "" };
  const fields = answer?.fields;
  return (
    <Form method="post" className="alert-form" aria-labelledby="alert-form-heading" noValidate>
      <h2 id="alert-form-heading">{t.formHeading}</h2>
      <input type="hidden" name="intent" value="subscribe" />
      <div className="alert-form__field">
        <label htmlFor="alert-email">{t.email}</label>
        <input
          id="alert-email"
          className="input"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
          aria-describedby={fields?.email ? "alert-email-error" : undefined}
          aria-invalid={fields?.email ? true : undefined}
        />
        {fields?.email && (
          <p id="alert-email-error" className="alert-form__error">
            {fields.email}
          </p>
        )}
      </div>
      <AlertChoices values={values} errors={fields} />
      <button type="submit" className="button">
        {t.submit}
      </button>
    </Form>
  );
}

/** The words of each step a mailed link leads to. */
const stepWords = {
  confirm: { heading: t.confirmHeading, text: t.confirmText, button: t.confirmButton },
  unsubscribe: { heading: t.unsubscribeHeading, text: t.unsubscribeText, button: t.unsubscribeButton },
};

/**
 * A step a mailed link leads to (confirm, unsubscribe): what it does, and the one button that does
 * it. `brief` leaves out the explanation, where the page around it has said it (manage).
 */
function TokenStep({
  intent,
  token,
  brief = false,
}: {
  intent: keyof typeof stepWords;
  token: string;
  brief?: boolean;
}) {
  const words = stepWords[intent];
  const headingId = `alert-${intent}-heading`;
  return (
    <section className="alert-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      {!brief && <p>{words.text}</p>}
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button">
          {words.button}
        </button>
      </Form>
    </section>
  );
}

function PrivacyNotice() {
  const { profile } = useSiteData();
  return (
    <section className="alert-privacy" aria-labelledby="alert-privacy-heading">
      <h2 id="alert-privacy-heading">{t.privacyHeading}</h2>
      {t.privacy.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {profile?.email && (
        <p>
          <a href={`mailto:${profile.email}`}>{profile.email}</a>
        </p>
      )}
    </section>
  );
}

export default function SubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ActionAnswer | undefined;
  const { mode, token, invalidLink } = loaderData;
  const preferences = answer?.preferences ?? loaderData.preferences;
  const done = answer?.done === true;
  let body: React.ReactNode;
  if ((mode === "confirm" || mode === "unsubscribe") && token && !done && !answer?.error) {
    body = <TokenStep intent={mode} token={token} />;
  } else if (mode === "manage" && token && preferences?.status === "confirmed" && !done) {
    body = (
      <>
        <Form method="post" className="alert-form" aria-labelledby="alert-manage-heading" noValidate>
          <h2 id="alert-manage-heading">{t.manageHeading}</h2>
          <p>
            {t.manageFor} <strong>{preferences.email}</strong>
          </p>
          <input type="hidden" name="intent" value="preferences" />
          <input type="hidden" name="token" value={token} />
          <AlertChoices values={preferences} errors={answer?.fields} />
          <button type="submit" className="button">
            {t.save}
          </button>
        </Form>
        <TokenStep intent="unsubscribe" token={token} brief />
      </>
    );
  } else if (done) {
    body = null;
  } else {
    body = (
      <>
        {mode === "manage" && !invalidLink && <p className="alert-notice">{t.notReceiving}</p>}
        <SubscribeForm answer={answer} />
      </>
    );
  }
  const error = answer?.error ?? (invalidLink ? t.invalidLink : undefined);
  return (
    <>
      <PageHeader title={subscribePage.name} />
      <div className="container page-body">
        <p>{t.intro}</p>
        <div role="status">
          {answer?.notice && (
            <p className="alert-notice">
              {answer.notice}
              {answer.notice === t.confirmed && preferences ? inWords(preferences) : null}
            </p>
          )}
        </div>
        <div role="alert">{error && <p className="alert-notice alert-form__error">{error}</p>}</div>
        {body}
        <PrivacyNotice />
      </div>
    </>
  );
}
