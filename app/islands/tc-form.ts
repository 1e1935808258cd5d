/**
 * The transfer-certificate form's island (spec 2.7, 4, 5, 8; app/components/tc-form.tsx). Without
 * it the form posts to /Tc and the server answers with the file or the page and its message. With
 * it the form looks the certificate up itself (app/lib/tc-request.ts) and saves the file without
 * leaving the page: every message of spec section 8 is written into the form's alert (read out at
 * once) and the fields point at it with aria-describedby; a saved file is said in its status; while
 * the request runs the button says so and is aria-disabled (a disabled button would drop keyboard
 * focus), and a second press sends nothing; typing in a field clears both messages.
 */
import { saveFile } from "#app/lib/save-file.ts";
import { certificateSavedMessage, tcStrings } from "#app/lib/strings/tc.ts";
import { tcErrorMessage } from "#app/lib/tc-messages.ts";
import { fieldsFromForm, filledFields, requestCertificate } from "#app/lib/tc-request.ts";

function enhance(form: HTMLFormElement): void {
  if (form.dataset.island === "tc-form") return;
  form.dataset.island = "tc-form";
  const schoolCode = form.dataset.school ?? "";
  const alert = form.querySelector<HTMLElement>(".tc-form__error");
  const status = form.querySelector<HTMLElement>(".tc-form__saved");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const inputs = [...form.querySelectorAll<HTMLInputElement>("input")];
  let busy = false;

  const showError = (message: string) => {
    if (alert) alert.textContent = message;
    for (const input of inputs) {
      if (message) input.setAttribute("aria-describedby", "tc-error");
      else input.removeAttribute("aria-describedby");
    }
  };
  const showSaved = (message: string) => {
    if (status) status.textContent = message;
  };
  const setBusy = (value: boolean) => {
    busy = value;
    if (!button) return;
    button.textContent = value ? tcStrings.submitting : tcStrings.submit;
    if (value) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    showSaved("");
    const fields = filledFields(fieldsFromForm(new FormData(form)));
    if (!fields) {
      showError(tcErrorMessage({ kind: "empty-fields" }));
      return;
    }
    showError("");
    setBusy(true);
    try {
      const result = await requestCertificate((path, init) => fetch(path, init), schoolCode, fields);
      if (!result.ok) {
        showError(tcErrorMessage(result.failure));
        return;
      }
      saveFile(await result.response.blob(), result.fileName);
      showSaved(certificateSavedMessage(result.fileName));
    } catch {
      // Reading the file's body failed (the connection dropped mid-way).
      showError(tcErrorMessage({ kind: "other" }));
    } finally {
      setBusy(false);
    }
  });

  form.addEventListener("input", () => {
    showError("");
    showSaved("");
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>("form.tc-form")) enhance(form);
