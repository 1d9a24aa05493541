import { useEffect, useRef, type ReactNode } from "react";
import { useLanguage } from "../i18n";

// A modal sheet on the browser's own <dialog>: focus kept inside, Escape closes, the page behind inert; the focus
// goes back to what opened it when it closes.

export function Dialog({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    element?.showModal();
    return () => {
      element?.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="sheet"
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="sheet-content">
        <button type="button" className="sheet-close" aria-label={t("close")} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
