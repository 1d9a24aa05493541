import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import {
  Alert,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
  Typography,
} from "@mui/material";
import SearchIcon from "@mui/icons-material/Search";
import { useQuery } from "@tanstack/react-query";
import { useStore, useTranslate } from "react-admin";
import { useNavigate } from "react-router-dom";
import { GLOBAL_SEARCH_DEBOUNCE_MS, SEARCH_KINDS, SEARCH_PER_KIND } from "../../domain/constants";
import { searchNeedle, searchNormalise } from "../../domain/search-normalise";
import type { SearchHit } from "../../dataProvider/methods/search";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { linkAddress } from "../sidebar/linkAddress";
import { useSidebarLinks, type ShownLink } from "../sidebar/useSidebarLinks";
import { EMPTY_RECENT, recentStoreKey, withQuery, withRecord, type RecentSearch } from "./recentSearch";

/** One row of the list: a page, a record, or (when nothing is typed) a text searched before. */
type Option =
  | { type: "page"; group: "page"; link: ShownLink }
  | { type: "record"; group: SearchHit["kind"] | "recent"; hit: SearchHit }
  | { type: "query"; group: "recentSearches"; q: string };

/** The address of a found record (its scope is switched to first, see `open`). */
function recordAddress(hit: SearchHit): string {
  switch (hit.kind) {
    case "order":
      return `/orders/${hit.id}`;
    case "stay":
      return `/reservations/${hit.id}`;
    case "customer":
      return `/customers/${hit.id}`;
    case "item":
      return "/menu";
    case "category":
      return `/categories/${hit.id}`;
    case "user":
      return `/users/${hit.id}`;
    case "branch":
      return `/branches/${hit.id}`;
  }
}

/** Waits for typing to pause. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The global search (issue #50): one box over the business's orders, stays, items, categories, users and
 * branches (the server answers only what the user may read) and the pages the top bar finds, grouped by kind,
 * arrows and Enter to open one. Before anything is typed: the records last opened and the texts last searched.
 */
export default function GlobalSearchDialog({
  initialQuery,
  onClose,
}: {
  initialQuery: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const { businessId, branchId, setBranchId, setMenuId } = useCurrentScope();
  const links = useSidebarLinks();
  const [recent, setRecent] = useStore<RecentSearch>(recentStoreKey(businessId), EMPTY_RECENT);
  const [query, setQuery] = useState(initialQuery);
  const [highlighted, setHighlighted] = useState(0);
  const listId = useId();
  const titleId = useId();
  const typed = query.trim();
  const asked = useDebounced(typed, GLOBAL_SEARCH_DEBOUNCE_MS);

  const found = useQuery({
    ...QUERY_DEFAULTS,
    queryKey: ["globalSearch", businessId, asked],
    queryFn: ({ signal }) => dataProvider.searchBusiness({ businessId: businessId!, q: asked, signal }),
    enabled: !!businessId && asked !== "",
    staleTime: 10_000,
  });

  const options = useMemo<Option[]>(() => {
    if (!typed) {
      return [
        ...recent.records.map((hit): Option => ({ type: "record", group: "recent", hit })),
        ...recent.queries.map((q): Option => ({ type: "query", group: "recentSearches", q })),
      ];
    }
    const needle = searchNormalise(typed);
    const pages = links
      .filter((link) => searchNormalise(link.label).includes(needle))
      .slice(0, SEARCH_PER_KIND)
      .map((link): Option => ({ type: "page", group: "page", link }));
    // Only the answer to what is typed now (not one a few keystrokes old).
    const hits = asked === typed ? (found.data?.data ?? []) : [];
    const records = SEARCH_KINDS.flatMap((kind) =>
      hits.filter((hit) => hit.kind === kind).map((hit): Option => ({ type: "record", group: kind, hit })),
    );
    return [...records, ...pages];
  }, [typed, asked, found.data, links, recent]);

  const remember = (next: RecentSearch) => setRecent(next);

  const open = (option: Option) => {
    if (option.type === "query") {
      setQuery(option.q);
      setHighlighted(0);
      return;
    }
    let next = withQuery(recent ?? EMPTY_RECENT, typed);
    if (option.type === "page") {
      remember(next);
      onClose();
      navigate(linkAddress(option.link));
      return;
    }
    const { hit } = option;
    next = withRecord(next, hit);
    remember(next);
    if ((hit.kind === "order" || hit.kind === "stay") && hit.branch_id !== null && hit.branch_id !== branchId)
      setBranchId(hit.branch_id);
    if ((hit.kind === "item" || hit.kind === "category") && hit.menu_id !== null) setMenuId(hit.menu_id);
    onClose();
    navigate(recordAddress(hit));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (options.length) setHighlighted((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && options.length) {
      event.preventDefault();
      open(options[Math.min(highlighted, options.length - 1)]);
    }
  };

  const groupLabel = (group: Option["group"]) =>
    group === "recent"
      ? translate("app.shell.globalSearch.recent")
      : group === "recentSearches"
        ? translate("app.shell.globalSearch.recentSearches")
        : translate(`app.shell.globalSearch.kinds.${group}`);

  const shortForRecords = typed !== "" && [...searchNeedle(typed)].length < 3;
  const waiting = typed !== "" && (asked !== typed || found.isFetching);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} variant="subtitle1" sx={{ pb: 0 }}>
        {translate("app.shell.globalSearch.title")}
      </DialogTitle>
      <DialogContent sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          value={query}
          placeholder={translate("app.shell.globalSearch.placeholder")}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: "combobox",
              "aria-label": translate("app.shell.globalSearch.label"),
              "aria-expanded": options.length > 0,
              "aria-controls": listId,
              "aria-autocomplete": "list",
              "aria-busy": waiting,
              "aria-activedescendant": options.length ? `${listId}-${highlighted}` : undefined,
            },
          }}
        />
        {found.isError && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate("app.shell.globalSearch.failed")}
          </Alert>
        )}
        <List id={listId} role="listbox" dense aria-label={translate("app.shell.globalSearch.label")}>
          {options.map((option, index) => {
            const header = index === 0 || options[index - 1].group !== option.group;
            const [primary, secondary] =
              option.type === "page"
                ? [option.link.label, undefined]
                : option.type === "query"
                  ? [option.q, undefined]
                  : [option.hit.title, option.hit.subtitle || undefined];
            return [
              header && (
                <ListSubheader key={`h-${option.group}`} role="presentation" sx={{ lineHeight: 2.5 }}>
                  {groupLabel(option.group)}
                </ListSubheader>
              ),
              <ListItemButton
                key={`${option.group}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlighted}
                selected={index === highlighted}
                onClick={() => open(option)}
              >
                <ListItemText
                  primary={primary}
                  secondary={secondary}
                  slotProps={{ secondary: { dir: "auto" }, primary: { dir: "auto" } }}
                />
              </ListItemButton>,
            ];
          })}
        </List>
        {typed !== "" && !waiting && options.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2 }}>
            {translate("app.shell.globalSearch.noResults")}
          </Typography>
        )}
        {shortForRecords && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
            {translate("app.shell.globalSearch.typeMore")}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
