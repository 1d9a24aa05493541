import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslate } from "react-admin";

// The top bar's title slot (react-admin's TitlePortal, drawn by the AppBar).
const TITLE_SLOT_ID = "react-admin-title";

/**
 * A page's title in the top bar, for the app's own pages. react-admin's `Title` also offers an in-place title
 * editor (its preferences inspector, which this app does not use) and with it brings the whole text-field layer
 * (TextField, Select, the outlined and filled inputs) to every page that has a title: the Overview, the first page
 * after a sign-in, then loaded it only for that. `title` is a message key or a text already translated.
 */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [slot, setSlot] = useState(() => document.getElementById(TITLE_SLOT_ID));
  // The top bar may be drawn after the page's first render: look again once mounted, as react-admin's Title does.
  useEffect(() => {
    setSlot((current) =>
      current && document.body.contains(current) ? current : document.getElementById(TITLE_SLOT_ID),
    );
  }, []);
  return slot ? createPortal(<span>{translate(title, { _: title })}</span>, slot) : null;
}
