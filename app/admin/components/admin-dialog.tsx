import { type ReactNode, useEffect, useRef } from "react";
import { DialogFrame } from "#app/components/dialog-frame.tsx";

type Props = {
  open: boolean;
  /** Called however it closed: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  titleId: string;
  title: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
};

/**
 * The admin area's dialog, driven by React state (the public pages' ModalDialog is static HTML
 * opened by the dialogs island). The native <dialog> opened with showModal(): the browser traps focus,
 * makes the page behind inert, closes on Escape and puts focus back where it
 * was. Focus starts on the close button, the first control inside.
 */
export function ModalDialog({ open, onClose, titleId, title, closeLabel, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches the backdrop; Escape is the keyboard's way out, built in.
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      // The close event is queued after the dialog hides; telling the parent at once keeps its
      // state true to the screen when a key follows straight away. onClose runs twice; it is idempotent.
      onCancel={onClose}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) {
          event.currentTarget.close();
          onClose();
        }
      }}
    >
      <DialogFrame
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        close={{
          onClick: () => {
            ref.current?.close();
            onClose();
          },
        }}
      >
        {children}
      </DialogFrame>
    </dialog>
  );
}
