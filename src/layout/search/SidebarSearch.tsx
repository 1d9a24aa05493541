import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Box, InputBase } from "@mui/material";
import { alpha } from "@mui/material/styles";
import SearchIcon from "@mui/icons-material/Search";
import { useLocale, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { whenIdle } from "../../custom/whenIdle";
import { SEARCH_BLUR_CLEAR_MS } from "../../domain/constants";
import { searchLinks } from "../sidebar/links";
import { linkAddress } from "../sidebar/linkAddress";
import { useSidebarLinks, type ShownLink } from "../sidebar/useSidebarLinks";

// The results list is a chunk of its own, fetched once the page is idle or when the box takes the focus.
const SearchResults = lazyLoaded(() => import("./SearchResults"));
const preloadResults = () => void SearchResults.preload().catch(() => undefined);

/**
 * The top-bar search over the sidebar links the user may see (SPEC §2): results as you type, a click or Enter
 * opens one, and the list clears shortly after the box loses focus (late enough for a click on a result).
 */
export const SidebarSearch = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const links = useSidebarLinks();
  const [query, setQuery] = useState("");
  const [highlighted, setHighlighted] = useState(0);
  const anchorRef = useRef<HTMLDivElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();

  const results = searchLinks(links, query, locale);
  const open = query.trim() !== "";

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => whenIdle(preloadResults), []);

  const clear = () => {
    setQuery("");
    setHighlighted(0);
  };
  const choose = (link: ShownLink) => {
    clear();
    navigate(linkAddress(link));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (results.length) setHighlighted((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter" && results.length) {
      event.preventDefault();
      choose(results[Math.min(highlighted, results.length - 1)]);
    } else if (event.key === "Escape") {
      clear();
    }
  };

  return (
    <Box
      ref={anchorRef}
      sx={(theme) => ({
        display: "flex",
        alignItems: "center",
        gap: 1,
        paddingInline: 1.5,
        marginInline: 1,
        borderRadius: 2,
        width: { xs: 160, sm: 220, md: 280 },
        backgroundColor: alpha(theme.palette.common.white, 0.15),
        "&:focus-within": { backgroundColor: alpha(theme.palette.common.white, 0.25) },
      })}
    >
      <SearchIcon fontSize="small" />
      <InputBase
        value={query}
        placeholder={translate("app.shell.search.placeholder")}
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          preloadResults();
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(clear, SEARCH_BLUR_CLEAR_MS);
        }}
        sx={{ color: "inherit", flex: 1, "& input::placeholder": { color: "inherit", opacity: 0.8 } }}
        inputProps={{
          role: "combobox",
          "aria-label": translate("app.shell.search.label"),
          "aria-expanded": open,
          "aria-controls": listId,
          "aria-autocomplete": "list",
          "aria-activedescendant": open && results.length ? `${listId}-${highlighted}` : undefined,
        }}
      />
      {/* Drawn only while open: the box's width is read for the list, and reading it while closed made every
          render of the top bar lay the page out (about 30 ms of the shell's first start). Inside the top bar, not
          in a portal: the bar slides back in when the page is scrolled up, and a list placed in the page while it
          slid stayed where the box was at that moment, over the box, once the bar was back. */}
      {open && (
        <Suspense fallback={null}>
          <SearchResults
            anchor={anchorRef.current}
            listId={listId}
            results={results}
            highlighted={highlighted}
            onChoose={choose}
          />
        </Suspense>
      )}
    </Box>
  );
};
