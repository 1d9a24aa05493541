import { useStore } from "react-admin";

// Paper of printouts, kept per device in react-admin's local store: a till with a thermal printer keeps 80 mm,
// the office computer A4, whoever signs in.

export const PAPER_SIZES = ["80mm", "a4"] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
const PAPER_KEY = "print.paper";

export function usePaperSize(): [PaperSize, (paper: PaperSize) => void] {
  const [stored, setPaper] = useStore<PaperSize>(PAPER_KEY, "80mm");
  return [PAPER_SIZES.includes(stored) ? stored : "80mm", setPaper];
}

// A roll has no page length, and CSS has none to say so ("80mm auto" is invalid): a page as long as A4 is cut by
// the printer where the ticket ends, and a longer ticket simply runs on.
const ROLL_WIDTH = "80mm";
const ROLL_PAGE_LENGTH = "297mm";

/**
 * The print stylesheet: only the printout is printed (everything else in <body> is hidden, dialogs included),
 * on the page size of the paper; on screen the printout is never seen.
 */
export const printStylesheet = (rootClass: string, paper: PaperSize) => `
@media screen { .${rootClass} { display: none; } }
@media print {
  body > :not(.${rootClass}) { display: none !important; }
  .${rootClass} { display: block; color: #000; background: #fff; }
}
@page { size: ${paper === "a4" ? "A4" : `${ROLL_WIDTH} ${ROLL_PAGE_LENGTH}`}; margin: ${paper === "a4" ? "12mm" : "3mm"}; }
`;
