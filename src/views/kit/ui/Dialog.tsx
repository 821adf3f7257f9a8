import { type ReactNode, useEffect, useId, useRef } from 'react';

export type DialogProps = {
  title: string;
  /** Called when the dialog closes by Escape or by the caller's own Cancel button. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal <dialog> labelled by its heading: the browser traps focus, Escape closes it, and focus returns to the
 * button that opened it. Render it only while it is open.
 */
export const Dialog = ({ title, onClose, children }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={headingId}>
      <h2 className="dialog-title" id={headingId}>
        {title}
      </h2>
      {children}
    </dialog>
  );
};
