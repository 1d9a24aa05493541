import { Suspense, useEffect, useState } from "react";
import { IconButton, Tooltip } from "@mui/material";
import ManageSearchIcon from "@mui/icons-material/ManageSearch";
import { useTranslate } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

// The dialog (and its list, data and recent records) is a chunk of its own, fetched when first opened.
const GlobalSearchDialog = lazyLoaded(() => import("./GlobalSearchDialog"));

/** Ctrl-K (⌘K on a Mac), whatever the keyboard's language: the physical K key. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  (event.code === "KeyK" || event.key.toLowerCase() === "k");

/**
 * The global search's button in the top bar's box, and its shortcut: both open one dialog searching the whole
 * business (GlobalSearchDialog). `initialQuery` is what the box held when the button was pressed.
 */
export const GlobalSearch = ({ initialQuery = "" }: { initialQuery?: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState("");

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setStarted("");
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <Tooltip title={translate("app.shell.globalSearch.open")}>
        <IconButton
          size="small"
          color="inherit"
          aria-label={translate("app.shell.globalSearch.open")}
          aria-keyshortcuts="Control+K Meta+K"
          // Keeps the box's focus (and its text) until the dialog takes it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setStarted(initialQuery);
            setOpen(true);
          }}
        >
          <ManageSearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <GlobalSearchDialog initialQuery={started} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
