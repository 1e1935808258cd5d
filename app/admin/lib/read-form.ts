import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";

/**
 * Admin forms are read in the action by a zod schema, with Conform's parser (issue 22): the values, or
 * each field's first fault keyed by its name ("form" for the whole), for the form to show beside the
 * field. No coercion: a field keeps the text typed ("" when empty), and an absent one is undefined.
 */
export type FormRead<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

export function readForm<S extends z.ZodType>(form: FormData | URLSearchParams, schema: S): FormRead<z.output<S>> {
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return { ok: true, value: submission.value };
  const fields: Record<string, string> = {};
  for (const [name, errors] of Object.entries(submission.error ?? {})) {
    if (errors?.[0]) fields[name || "form"] = errors[0];
  }
  return { ok: false, fields };
}

/** A text field as posted, "" when it is empty or absent; the operations check its value. */
export const formText = z.string().catch("");

/** What a page answers a form it does not know: a post no screen of it sends. */
export const unknownForm = "That form is not one this page knows.";

/** The values of a form whose schema takes any post (its fields are formText); else a 400. */
export function formValues<S extends z.ZodType>(form: FormData, schema: S): z.output<S> {
  const read = readForm(form, schema);
  if (!read.ok) throw data(unknownForm, { status: 400 });
  return read.value;
}

type Intent = { intent: string };
type Handlers<V extends Intent, R> = { [K in V["intent"]]: (value: Extract<V, { intent: K }>) => R };
/** What a page's handlers answer, each of them (a handler that only throws adds nothing). */
type Returned<F> = F extends (value: never) => infer R ? R : never;
type AnswerOf<F> = F extends (value: never) => Promise<infer P>
  ? [P] extends [never]
    ? never
    : P extends Answered<infer A>
      ? A
      : never
  : never;

/**
 * A page with several forms: each posts its `intent`, and the schema (a discriminated union on it)
 * reads the fields that form has. The one handler for that intent answers; a post whose intent the
 * page does not know, or whose fields do not read, goes to `unknown`.
 */
export function byIntent<S extends z.ZodType<Intent>, H extends Handlers<z.output<S>, unknown>>(
  form: FormData,
  schema: S,
  handlers: H,
  unknown: (intent: string) => Returned<H[keyof H]>,
): Returned<H[keyof H]> {
  const read = readForm(form, schema);
  if (!read.ok) return unknown(String(form.get("intent") ?? ""));
  const handler = handlers[read.value.intent as keyof H] as (value: z.output<S>) => Returned<H[keyof H]>;
  return handler(read.value);
}

/** An intent's answer, and the status it goes with (400 for a refusal the form shows). */
export type Answered<A> = { answer: A; status: number };

export const answered = <A>(answer: A, status = 200): Answered<A> => ({ answer, status });

/** byIntent for handlers that answer with a status: the action's reply, a form it does not know being a 400. */
export async function answerByIntent<
  S extends z.ZodType<Intent>,
  H extends Handlers<z.output<S>, Promise<Answered<unknown>>>,
>(form: FormData, schema: S, handlers: H, unknown: (intent: string) => AnswerOf<H[keyof H]>) {
  type Reply = Returned<H[keyof H]>;
  const refused = (intent: string) => Promise.resolve(answered(unknown(intent), 400)) as Reply;
  const reply = (await byIntent(form, schema, handlers, refused)) as Answered<AnswerOf<H[keyof H]>>;
  return data(reply.answer, { status: reply.status });
}
