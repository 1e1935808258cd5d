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
      <div className="tc-form__field">
        <label htmlFor="tc-admission">{t.admissionLabel}</label>
        <input
          id="tc-admission"
          name="admission"
          type="text"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={tcFieldMaxLength.admission}
          defaultValue={posted?.fields.admission}
          aria-describedby={describedBy}
        />
      </div>
      <div className="tc-form__field">
        <label htmlFor="tc-name">{t.nameLabel}</label>
        <input
          id="tc-name"
          name="name"
          type="text"
          required
          autoComplete="off"
          maxLength={tcFieldMaxLength.name}
          defaultValue={posted?.fields.name}
          aria-describedby={describedBy}
        />
      </div>
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
