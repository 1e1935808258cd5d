import type { ReactNode } from "react";
import { DialogFrame } from "./dialog-frame";
import "./modal-dialog.css";

type Props = {
  /** The dialog's id: an opener names it in `data-dialog` (see `dialogOpener`). */
  id: string;
  titleId: string;
  title: string;
  closeLabel: string;
  className?: string;
  /**
   * The entry popup's notification ids: the dialogs island opens it by itself once per browser
   * session for these (notification-once.ts).
   */
  openOnce?: readonly string[];
  children: ReactNode;
};

/**
 * A native <dialog>, closed, in the server HTML. The dialogs island
 * (app/islands/dialogs.ts) opens it with showModal() from its opener: the
 * browser traps focus, makes the page behind inert, closes on Escape and puts
 * focus back on the opener. Focus starts on the close button, the first
 * control inside. Content that must not load before the dialog opens (a
 * video, a large image) goes in a <template> among the children: the island
 * puts a copy in at each opening and takes it out at closing.
 */
export function ModalDialog({ id, titleId, title, closeLabel, className, openOnce, children }: Props) {
  return (
    <dialog
      id={id}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      data-open-once={openOnce?.join(",")}
    >
      <DialogFrame titleId={titleId} title={title} closeLabel={closeLabel} close={{ "data-dialog-close": "" }}>
        {children}
      </DialogFrame>
    </dialog>
  );
}

/** The attributes of a button or link that opens the dialog `id` (read by the dialogs island). */
export function dialogOpener(id: string) {
  return { "aria-haspopup": "dialog", "aria-controls": id, "data-dialog": id } as const;
}
