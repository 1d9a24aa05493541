import { List, ListItemButton, ListItemIcon, ListItemText, Paper, Popper } from "@mui/material";
import { useTranslate } from "react-admin";
import { iconOfLink } from "../sidebar/linkIcons";
import type { ShownLink } from "../sidebar/useSidebarLinks";

interface SearchResultsProps {
  /** The search box the list hangs under. */
  anchor: HTMLElement | null;
  /** The listbox's id, which the box names (aria-controls) and its options' ids start with. */
  listId: string;
  results: ShownLink[];
  /** The option the arrow keys are on. */
  highlighted: number;
  onChoose: (link: ShownLink) => void;
}

/** The links found by the top bar's search, as a listbox under the box (SidebarSearch keeps the keyboard). */
export default function SearchResults({
  anchor,
  listId,
  results,
  highlighted,
  onChoose,
}: SearchResultsProps) {
  const translate = useTranslate();
  return (
    <Popper open anchorEl={anchor} placement="bottom-start" disablePortal sx={{ zIndex: "modal" }}>
      <Paper elevation={8} sx={{ mt: 1, minWidth: anchor?.offsetWidth ?? 240 }}>
        <List id={listId} role="listbox" dense aria-label={translate("app.shell.search.label")}>
          {results.map((link, index) => {
            const Icon = iconOfLink(link.id);
            return (
              <ListItemButton
                key={link.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlighted}
                selected={index === highlighted}
                // Keeps the focus in the box, so choosing does not start the blur timer first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(link)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={link.label} />
              </ListItemButton>
            );
          })}
          {results.length === 0 && (
            <ListItemText
              sx={{ px: 2, py: 1, color: "text.secondary" }}
              primary={translate("app.shell.search.noResults")}
            />
          )}
        </List>
      </Paper>
    </Popper>
  );
}
