import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useLocaleState } from "react-admin";
import { printStylesheet, type PaperSize } from "./paper";

export const PRINT_ROOT_CLASS = "print-root";

/**
 * Renders `children` as the only thing the browser prints, opens the print dialog once they are in the page, and
 * calls `onDone` when printing is over (the browser's afterprint). The printout follows the language's direction.
 */
export function PrintPortal({
  paper,
  onDone,
  children,
}: {
  paper: PaperSize;
  onDone: () => void;
  children: ReactNode;
}) {
  const [locale] = useLocaleState();
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const finish = () => done.current();
    window.addEventListener("afterprint", finish);
    // After the paint that put the printout in the page, or the dialog would show the previous one.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("afterprint", finish);
    };
  }, []);
  return createPortal(
    <div
      className={PRINT_ROOT_CLASS}
      dir={locale === "ar" ? "rtl" : "ltr"}
      lang={locale}
      data-testid="printout"
    >
      <style>{printStylesheet(PRINT_ROOT_CLASS, paper)}</style>
      {children}
    </div>,
    document.body,
  );
}
