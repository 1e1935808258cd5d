import { tcFieldMaxLength } from "#app/lib/constants.ts";
import { tcStrings } from "#app/lib/strings/tc.ts";
import type { TcFields } from "#app/lib/tc-request.ts";
import "./tc-form.css";

const t = tcStrings;

type Props = {
  schoolCode: string;
  /** What a post without JavaScript answered: the fields as sent and the error to show. */
  posted?: { fields: TcFields; error: string };
};

/** One of the two look-up fields: required text, its length capped as the server caps it. */
function TcField({
  name,
  label,
  posted,
  describedBy,
  noSpellCheck,
}: {
  name: keyof TcFields;
  label: string;
  posted: Props["posted"];
  describedBy: string | undefined;
  /** An admission number is not a word: no red underline under it. */
  noSpellCheck?: boolean;
}) {
  return (
    <div className="tc-form__field">
      <label htmlFor={`tc-${name}`}>{label}</label>
      <input
        id={`tc-${name}`}
        className="input"
        name={name}
        type="text"
        required
        autoComplete="off"
        spellCheck={noSpellCheck ? false : undefined}
        maxLength={tcFieldMaxLength[name]}
        defaultValue={posted?.fields[name]}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/**
 * The transfer-certificate form (spec 2.7, 4, 5, 8). A plain form that posts
 * to /Tc, so it works without JavaScript; with it, the tc-form island
 * (app/islands/tc-form.ts) looks the certificate up itself and saves the file
 * without leaving the page. `data-school` tells it whose certificates to ask for.
 */
export function TcForm({ schoolCode, posted }: Props) {
  const error = posted?.error ?? "";
  const describedBy = error ? "tc-error" : undefined;
  return (
    <form className="tc-form" method="post" noValidate aria-labelledby="tc-form-heading" data-school={schoolCode}>
      <h2 id="tc-form-heading">{t.formHeading}</h2>
      <p>{t.intro}</p>
      <TcField name="admission" label={t.admissionLabel} posted={posted} describedBy={describedBy} noSpellCheck />
      <TcField name="name" label={t.nameLabel} posted={posted} describedBy={describedBy} />
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p id="tc-error" className="tc-form__error" role="alert">
        {error}
      </p>
      <p className="tc-form__saved" role="status" />
      {/* aria-disabled, not disabled: a disabled button would drop keyboard focus to the page while the request runs. */}
      <button type="submit" className="button">
        {t.submit}
      </button>
    </form>
  );
}
