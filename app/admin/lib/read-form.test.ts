import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountForm, birthdaysForm, consentForm, moveForm, schoolsForm } from "./admin-forms";
import { answerByIntent, answered, byIntent, formText, formValues, readForm, unknownForm } from "./read-form";

const posted = (entries: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

describe("an admin form read by its zod schema", () => {
  it("keeps a field's text as typed, and reads an empty or absent one as empty", () => {
    const schema = z.object({ email: formText, name: formText });
    expect(readForm(posted({ email: "  Asha@School.example ", name: "" }), schema)).toEqual({
      ok: true,
      value: { email: "  Asha@School.example ", name: "" },
    });
    expect(formValues(posted({}), schema)).toEqual({ email: "", name: "" });
  });

  it("names each faulty field with its first message, for the form to show beside it", () => {
    const schema = z.object({
      name: z.string().min(1, { message: "Enter a name." }),
      quota: z.string().regex(/^\d+$/, { message: "Enter a number of MB." }),
    });
    expect(readForm(posted({ name: "", quota: "lots" }), schema)).toEqual({
      ok: false,
      fields: { name: "Enter a name.", quota: "Enter a number of MB." },
    });
  });

  it("reads a consent that is neither given nor refused as not recorded", () => {
    const form = posted({ intent: "consent", kind: "toppers", id: "t1", who: "Aarav S.", consent: "" });
    expect(formValues(form, consentForm)).toMatchObject({ kind: "toppers", id: "t1", consent: null });
    expect(formValues(posted({ intent: "consent", consent: "given" }), consentForm).consent).toBe("given");
  });

  it("reads a move as a place or a direction", () => {
    expect(formValues(posted({ intent: "move", id: "f1", to: "3" }), moveForm)).toMatchObject({ to: 3 });
    expect(formValues(posted({ intent: "move", id: "f1", direction: "up" }), moveForm)).toMatchObject({
      to: 0,
      direction: "up",
    });
    expect(formValues(posted({ intent: "move", id: "f1", direction: "sideways" }), moveForm).direction).toBe("down");
  });

  it("reads the birthday import's way as merge unless told to replace", () => {
    expect(formValues(posted({ intent: "import", csv: "a,b,c" }), birthdaysForm)).toMatchObject({ mode: "merge" });
    const replace = formValues(posted({ intent: "import", csv: "a,b,c", mode: "replace" }), birthdaysForm);
    expect(replace).toMatchObject({ mode: "replace" });
  });

  it("answers a post no form of the page sends with a 400, not a fault", () => {
    const thrown = (() => {
      try {
        formValues(posted({ intent: "consent", kind: "x" }), z.object({ intent: z.literal("other") }));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({ data: unknownForm, init: { status: 400 } });
  });
});

describe("a page's forms told apart by their intent", () => {
  const handlers = {
    name: ({ name }: { name: string }) => `renamed to ${name}`,
    "sign-out-everywhere": () => "signed out",
    "remove-passkey": ({ id }: { id: string }) => `removed ${id}`,
  };

  it("gives each form to its own handler, with the fields that form has", () => {
    expect(byIntent(posted({ intent: "name", name: "Meena" }), accountForm, handlers, () => "unknown")).toBe(
      "renamed to Meena",
    );
    expect(byIntent(posted({ intent: "remove-passkey", id: "pk1" }), accountForm, handlers, () => "unknown")).toBe(
      "removed pk1",
    );
  });

  it("sends an intent the page does not know to `unknown`, with that intent", () => {
    expect(byIntent(posted({ intent: "delete-account" }), accountForm, handlers, (intent) => `no ${intent}`)).toBe(
      "no delete-account",
    );
  });

  it("reads the operator's new-school form, which posts no intent, as create", () => {
    const create = byIntent(
      posted({ code: "svps", name: "Sunrise", ownerEmail: "owner@svps.example", ownerName: "Asha Rao" }),
      schoolsForm,
      { quota: () => "quota", reset: () => "reset", create: (values) => values },
      () => "unknown",
    );
    expect(create).toEqual({
      intent: "create",
      code: "svps",
      name: "Sunrise",
      ownerEmail: "owner@svps.example",
      ownerName: "Asha Rao",
    });
  });

  it("replies with the handler's answer and status, and 400 for a form it does not know", async () => {
    const reply = (form: FormData) =>
      answerByIntent(
        form,
        accountForm,
        {
          name: async ({ name }) => answered({ notice: `Your name is now ${name}.` }),
          "sign-out-everywhere": async () => answered({ notice: "out" }),
          "remove-passkey": async () => answered({ notice: "The passkey is not yours." }, 403),
        },
        () => ({ notice: unknownForm }),
      );
    expect(await reply(posted({ intent: "name", name: "Meena" }))).toMatchObject({
      data: { notice: "Your name is now Meena." },
      init: { status: 200 },
    });
    expect(await reply(posted({ intent: "remove-passkey", id: "x" }))).toMatchObject({ init: { status: 403 } });
    expect(await reply(posted({ intent: "other" }))).toMatchObject({
      data: { notice: unknownForm },
      init: { status: 400 },
    });
  });
});
