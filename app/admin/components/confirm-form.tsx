import type { ReactNode } from "react";
import { Form } from "react-router";

/** The fields a form posts without showing them: its intent, and whom or what it is about. */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return Object.entries(values).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * An action that asks first: its summary opens a form that says what will happen (children), with
 * the button that does it.
 */
export function ConfirmForm(props: {
  summary: ReactNode;
  hidden?: Record<string, string>;
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  return (
    <details className="admin-confirm">
      <summary>{props.summary}</summary>
      <Form method="post" encType={props.encType}>
        <HiddenFields values={props.hidden ?? {}} />
        {props.children}
      </Form>
    </details>
  );
}

/** An item's Delete…: it goes to the trash, and says so first. */
export function TrashConfirm({ title, busy }: { title?: string; busy: boolean }) {
  return (
    <ConfirmForm summary="Delete…">
      <p>It goes to the trash, off the site, and can be restored for 30 days.</p>
      <button type="submit" name="intent" value="trash" className="admin-button admin-button-danger" disabled={busy}>
        Move to the trash{title && <span className="visually-hidden"> ({title})</span>}
      </button>
    </ConfirmForm>
  );
}
