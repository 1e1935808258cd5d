import { type FormEvent, useRef, useState } from "react";
import { tcFieldMaxLength } from "#app/lib/constants.ts";
import { saveFile } from "#app/lib/save-file.ts";
import { certificateSavedMessage, tcStrings } from "#app/lib/strings/tc.ts";
import { tcErrorMessage } from "#app/lib/tc-messages.ts";
import { fieldsFromForm, filledFields, requestCertificate, type TcFields } from "#app/lib/tc-request.ts";
import "./tc-form.css";

const t = tcStrings;

type Props = {
  schoolCode: string;
  /** What a post without JavaScript answered: the fields as sent and the error to show. */
  posted?: { fields: TcFields; error: string };
};

/**
 * The transfer-certificate form (spec 2.7, 4, 5, 8). A plain form that posts
 * to /Tc, so it works without JavaScript; once hydrated it looks the
 * certificate up itself and saves the file without leaving the page.
 */
export function TcForm({ schoolCode, posted }: Props) {
  const [error, setError] = useState(posted?.error ?? "");
  const [saved, setSaved] = useState("");
  const [busy, setBusy] = useState(false);
  // The state can lag a fast second press; the ref cannot.
  const busyRef = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    setSaved("");
    const fields = filledFields(fieldsFromForm(new FormData(event.currentTarget)));
    if (!fields) {
      setError(tcErrorMessage({ kind: "empty-fields" }));
      return;
    }
    setError("");
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await requestCertificate((path, init) => fetch(path, init), schoolCode, fields);
      if (!result.ok) {
        setError(tcErrorMessage(result.failure));
        return;
      }
      saveFile(await result.response.blob(), result.fileName);
      setSaved(certificateSavedMessage(result.fileName));
    } catch {
      // Reading the file's body failed (the connection dropped mid-way).
      setError(tcErrorMessage({ kind: "other" }));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function onInput() {
    setError("");
    setSaved("");
  }

  const describedBy = error ? "tc-error" : undefined;
  return (
    <form className="tc-form" method="post" noValidate onSubmit={onSubmit} aria-labelledby="tc-form-heading">
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
          onChange={onInput}
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
          onChange={onInput}
        />
      </div>
      {/* Always in the page, so screen readers announce what is written into it. */}
      <p id="tc-error" className="tc-form__error" role="alert">
        {error}
      </p>
      <p className="tc-form__saved" role="status">
        {saved}
      </p>
      {/* aria-disabled, not disabled: a disabled button would drop keyboard focus to the page while the request runs. */}
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
