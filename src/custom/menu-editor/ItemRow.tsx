import { memo, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Avatar, Box, IconButton, Paper, Stack, Typography } from "@mui/material";
import EditIcon from "@mui/icons-material/Edit";
import ImageIcon from "@mui/icons-material/Image";
import { useLocale, useTranslate } from "react-admin";
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { formatAmount } from "../../domain/money";
import { isLocale } from "../../i18n/locale";
import { lazyLoaded } from "../lazyLoaded";
import { useIsEdited } from "./EditedItems";
import { featuredOf } from "./ItemImage";
import type { EditorItem } from "./types";

/**
 * A row's flags (MUI's Chip, about 3 KB of gzip), fetched once the editor is idle or when a row first shows one:
 * most rows have none. Preloaded with the editor's on-demand parts.
 */
export const ItemRowChips = lazyLoaded(() => import("./ItemRowChips"));

/** Height of a row, the list's estimate before rows are measured. */
export const ITEM_ROW_HEIGHT = 56;

interface ItemRowProps {
  item: EditorItem;
  dragHandle?: ReactNode;
  /** Opens the item's card; absent on the copy that follows the pointer while dragging. */
  onOpen?: (itemId: number) => void;
  /** Focus the edit button (the item's card has just closed back into this row), then report it. */
  focusEdit?: boolean;
  onFocused?: () => void;
}

/**
 * One item as a compact row: thumbnail, name, first price, hidden / ordering chips, edit and drag handles. Only
 * the item being edited mounts the full card, so a category of hundreds of items stays cheap to show and scroll.
 */
export const ItemRow = memo(function ItemRow(props: ItemRowProps) {
  const { item, dragHandle, onOpen, focusEdit, onFocused } = props;
  const translate = useTranslate();
  // The item has unsaved changes (its card was collapsed before Save): each row watches its own item only.
  const unsaved = useIsEdited(item.id);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusEdit) return;
    editButton.current?.focus({ preventScroll: true });
    onFocused?.();
  }, [focusEdit, onFocused]);
  const locale = useLocale();
  const name = localizedName(item.locales, locale, translate("app.menuEditor.noName"));
  const image = featuredOf(item.media);
  const price = item.prices[0];
  const editLabel = translate("app.menuEditor.item.edit");
  return (
    <Paper
      variant="outlined"
      data-testid={`item-row-${item.id}`}
      onClick={onOpen && (() => onOpen(item.id))}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1,
        height: ITEM_ROW_HEIGHT,
        cursor: onOpen ? "pointer" : "grabbing",
      }}
    >
      {/* The handle starts drags; its click must not open the card. */}
      <Box onClick={(event) => event.stopPropagation()} sx={{ display: "flex" }}>
        {dragHandle}
      </Box>
      <Avatar
        variant="rounded"
        src={image ? (image.thumb_src ?? image.src) : undefined}
        alt=""
        // Rows scroll past by the hundred: only decode the pictures that come into view.
        slotProps={{ img: { loading: "lazy", decoding: "async" } }}
        sx={{ width: 40, height: 40 }}
      >
        <ImageIcon fontSize="small" />
      </Avatar>
      {/* On a phone the price goes under the name, which keeps the row's width (beside it the name had room for a
          letter or two in a subcategory's card). */}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        alignItems={{ xs: "stretch", sm: "center" }}
        spacing={{ xs: 0, sm: 1 }}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap data-testid="item-row-name" sx={{ minWidth: 0 }}>
            {name}
          </Typography>
          {(item.hide || item.disable_ordering || item.sold_out || unsaved) && (
            <Suspense fallback={null}>
              <ItemRowChips
                hidden={item.hide}
                orderingDisabled={item.disable_ordering}
                soldOut={item.sold_out}
                unsaved={unsaved}
              />
            </Suspense>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
          {price
            ? formatAmount(
                Number(price.price) || 0,
                DEFAULT_CURRENCY,
                isLocale(locale) ? locale : DEFAULT_LOCALE,
              )
            : translate("app.menuEditor.item.noPrice")}
        </Typography>
      </Stack>
      {onOpen && (
        // A native title, not an MUI Tooltip: rows mount by the dozen while scrolling, and stay light.
        <IconButton
          ref={editButton}
          title={editLabel}
          aria-label={editLabel}
          aria-expanded={false}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(item.id);
          }}
        >
          <EditIcon />
        </IconButton>
      )}
    </Paper>
  );
});
