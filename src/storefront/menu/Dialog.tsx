import { useEffect, useRef, type ReactNode } from "react";
import { useLanguage } from "../i18n";

// A modal sheet: role="dialog" with aria-modal over a backdrop, the focus moved in and kept inside (Tab and Shift+Tab
// wrap), Escape or a tap on the backdrop closes it, and the focus goes back to what opened it. Not the browser's
// <dialog>.showModal(): making the rest of the page inert restyles the whole document, over 100 ms on a mid-range
// phone with a long menu (bench/storefront.ts), where this costs only the sheet itself.

const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

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
  const sheet = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    sheet.current?.querySelector<HTMLElement>(".sheet-close")?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") return close.current();
      if (event.key !== "Tab" || !sheet.current) return;
      const focusable = [...sheet.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (e) => !e.hasAttribute("disabled"),
      );
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div className="sheet-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={sheet} className="sheet" role="dialog" aria-modal="true" aria-label={label}>
        <div className="sheet-content">
          <button type="button" className="sheet-close" aria-label={t("close")} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
          {children}
        </div>
      </div>
    </div>
  );
}
