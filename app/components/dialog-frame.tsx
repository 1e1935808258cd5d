import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Icon } from "./icon";

type Props = {
  titleId: string;
  title: string;
  closeLabel: string;
  /** How the close button closes it: the dialogs island's attribute, or the admin area's handler. */
  close: ButtonHTMLAttributes<HTMLButtonElement> & { "data-dialog-close"?: string };
  children: ReactNode;
};

/** Inside every <dialog> of the site and the admin area: its title, its close button first, then its body. */
export function DialogFrame({ titleId, title, closeLabel, close, children }: Props) {
  return (
    <div className="dialog__frame">
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button dialog__close" aria-label={closeLabel} {...close}>
          <Icon name="close" />
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </div>
  );
}
