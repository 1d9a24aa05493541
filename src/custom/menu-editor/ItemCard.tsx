import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import EventIcon from "@mui/icons-material/Event";
import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import MeetingRoomIcon from "@mui/icons-material/MeetingRoom";
import EditCalendarIcon from "@mui/icons-material/EditCalendar";
import { Link as RouterLink } from "react-router-dom";
import { PATHS } from "../paths";
import {
  FormProvider,
  useController,
  useForm,
  useFormState,
  useWatch,
  type FieldErrors,
} from "react-hook-form";
import { useLocale, useNotify, useTranslate } from "react-admin";
import { fieldErrorsOf, serverMessageOf, verbatim } from "../../dataProvider/errorMessages";
import { ITEM_SAVE_DEBOUNCE_MS } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { useMenuEditorApi } from "./api";
import { ChaletInputs, chaletInputsValid } from "./ChaletInputs";
import { DiscountRows } from "./DiscountRows";
import { useEditedItems } from "./EditedItems";
import { NameAndDescriptionInputs } from "./NameAndDescriptionInputs";
import { ItemImage } from "./ItemImage";
import { cardFieldOf, checkRequiredName, itemDraftErrors } from "./itemErrors";
import { PriceRows } from "./PriceRows";
import { canSaveItem, isItemDirty, itemDraftOf, type ItemDraft } from "./rules";
import type { EditorItem, PanelKind } from "./types";
import { useDebouncedAction } from "./useDebouncedAction";
import { DeleteWithConfirm, SaveChangesButton } from "./EditorButtons";
import { SoldOutSwitch } from "./SoldOutSwitch";

export interface ItemCardProps {
  item: EditorItem;
  businessId: number;
  isChalet: boolean;
  can: { update: boolean; delete: boolean; create: boolean };
  openPanel?: PanelKind;
  onTogglePanel: (kind: PanelKind, item: EditorItem) => void;
  onDeleted: (itemId: number) => void;
  /** The server's copy after a save or an upload, so that the list and a later card start from it. */
  onSaved?: (item: EditorItem) => void;
  /** Closes the card back into its row (the list shows a button for it in the card's header). */
  onCollapse?: () => void;
  dragHandle?: ReactNode;
}

function FormCheckbox({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const translate = useTranslate();
  const { field } = useController({ name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={!!field.value}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
      label={translate(label)}
    />
  );
}

/** Whether react-hook-form's error tree still holds a message (cleared fields leave empty branches behind). */
function hasFieldErrors(errors: FieldErrors | undefined): boolean {
  return Object.values(errors ?? {}).some((entry) =>
    entry && typeof entry === "object" && "message" in entry ? true : hasFieldErrors(entry as FieldErrors),
  );
}

/**
 * Watches the whole draft in a leaf: a keystroke redraws this and the edited field only, never the card (whose
 * fields, prices and add-ons cost tens of milliseconds to redraw). It reports whether the draft differs from the
 * saved copy, and shows Save, enabled while the draft can be saved.
 */
function DraftStatusControls({
  baseline,
  canUpdate,
  onDirty,
  save,
  onFailure,
}: {
  baseline: ItemDraft;
  canUpdate: boolean;
  onDirty: (dirty: boolean) => void;
  save: () => Promise<unknown>;
  onFailure: (error: unknown) => void;
}) {
  const draft = useWatch() as ItemDraft;
  const { errors } = useFormState();
  const dirty = isItemDirty(baseline, draft);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  if (!canUpdate) return null;
  // Invalid while a field breaks its rule or still carries the server's objection from the last save.
  const valid = Object.keys(itemDraftErrors(draft)).length === 0 && !hasFieldErrors(errors);
  const savable = canSaveItem(baseline, draft) && chaletInputsValid(draft.itemable) && valid;
  return (
    <CardActions>
      <SaveChangesButton disabled={!savable} save={save} onFailure={onFailure} />
    </CardActions>
  );
}

/** One item of the menu editor: its texts, options, prices and chalet details, saved with one call (SPEC §2, §4). */
// Memoized so that a drag (which re-renders the sortable blocks on every move) does not re-render the open card.
export const ItemCard = memo(function ItemCard(props: ItemCardProps) {
  const { deleteItem, updateItem } = useMenuEditorApi();
  const {
    item: initialItem,
    businessId,
    isChalet,
    can,
    openPanel,
    onTogglePanel,
    onDeleted,
    dragHandle,
  } = props;
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { markEdited, keepDraft, draftOf, clearEdited } = useEditedItems();
  const [item, setItem] = useState(initialItem);
  const [baseline, setBaseline] = useState<ItemDraft>(() => itemDraftOf(initialItem));
  // A card opened again starts from the draft it left when it was collapsed.
  const form = useForm<ItemDraft>({ defaultValues: draftOf(initialItem.id) ?? baseline });
  const onSavedRef = useRef(props.onSaved);
  useEffect(() => {
    onSavedRef.current = props.onSaved;
  });
  // Whether the draft differs from the saved copy, as DraftStatusControls last reported it.
  const dirtyRef = useRef(false);

  // A newer copy from the server (menu reload) replaces the card's state.
  const seenUpdatedAt = useRef(initialItem.updated_at);
  useEffect(() => {
    if (initialItem.updated_at === seenUpdatedAt.current) return;
    seenUpdatedAt.current = initialItem.updated_at;
    setItem(initialItem);
    const next = itemDraftOf(initialItem);
    setBaseline(next);
    form.reset(next);
  }, [initialItem, form]);

  // Gallery changes arrive as new media of the same copy.
  const mediaKey = initialItem.media.map((m) => `${m.id}:${m.slug ?? ""}`).join();
  useEffect(() => {
    setItem((shown) => ({ ...shown, media: initialItem.media }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mediaKey stands for initialItem.media
  }, [mediaKey]);

  /**
   * A 422 marks each field the server names with its message (in the user's language), for Save and Save All
   * alike; the messages of fields the card does not show go to a notice (onSave).
   */
  const markServerErrors = useCallback(
    (error: unknown) => {
      for (const [serverField, message] of Object.entries(fieldErrorsOf(error))) {
        const field = cardFieldOf(serverField);
        if (field) form.setError(field as keyof ItemDraft, { type: "server", message });
      }
    },
    [form],
  );

  const saveNow = useCallback(async () => {
    const saved = await updateItem(businessId, item.id, form.getValues()).catch((error: unknown) => {
      markServerErrors(error);
      throw error;
    });
    seenUpdatedAt.current = saved.updated_at;
    setItem(saved);
    const next = itemDraftOf(saved);
    setBaseline(next);
    form.reset(next);
    clearEdited(saved.id);
    onSavedRef.current?.(saved);
    return saved;
  }, [businessId, item.id, form, clearEdited, markServerErrors, updateItem]);
  const saveDebounced = useDebouncedAction(saveNow, ITEM_SAVE_DEBOUNCE_MS);

  // The edited items list this item, with its save, while it has changes the user may save.
  const track = useCallback(() => {
    if (dirtyRef.current && can.update) markEdited(item.id, saveNow);
    else clearEdited(item.id);
  }, [can.update, item.id, saveNow, markEdited, clearEdited]);
  useEffect(track, [track]);
  const onDirty = useCallback(
    (dirty: boolean) => {
      dirtyRef.current = dirty;
      track();
    },
    [track],
  );
  // Collapsing a card with unsaved changes keeps them listed (Save All, leave guard) with a save of the draft.
  const unmountState = useRef({ canUpdate: can.update, deleted: false });
  useEffect(() => {
    unmountState.current = { ...unmountState.current, canUpdate: can.update };
  });
  useEffect(
    () => () => {
      const { canUpdate, deleted } = unmountState.current;
      if (!dirtyRef.current || !canUpdate || deleted) return clearEdited(item.id);
      const kept = form.getValues();
      keepDraft(item.id, kept, async () => {
        const saved = await updateItem(businessId, item.id, kept);
        clearEdited(item.id);
        onSavedRef.current?.(saved);
        return saved;
      });
    },
    [businessId, clearEdited, keepDraft, form, item.id, updateItem],
  );

  const onSaveFailure = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    const unshown = Object.entries(fieldErrors)
      .filter(([field]) => !cardFieldOf(field))
      .map(([, message]) => message);
    // Marked fields speak for themselves; a notice carries only what no field shows.
    const messages = Object.keys(fieldErrors).length ? unshown : [serverMessageOf(error)];
    messages.forEach((message) => notify(message, { type: "error", ...verbatim(message) }));
  };

  const onDelete = async () => {
    try {
      await deleteItem(businessId, item.id);
      unmountState.current.deleted = true;
      clearEdited(item.id);
      notify("app.menuEditor.deletedSuccessfully", { type: "success" });
      onDeleted(item.id);
    } catch {
      notify("app.menuEditor.errorOccurred", { type: "error" });
    }
  };

  const onUploaded = (fresh: EditorItem) => {
    seenUpdatedAt.current = fresh.updated_at;
    setItem(fresh);
    // The upload may move updated_at on: keep the edits, send the new value with the next save.
    form.setValue("updated_at", fresh.updated_at);
    setBaseline((saved) => ({ ...saved, updated_at: fresh.updated_at }));
    onSavedRef.current?.(fresh);
  };

  const title = localizedName(item.locales, locale, translate("app.menuEditor.noName"));
  const readOnly = !can.update;
  const panelButton = (kind: PanelKind, label: string, icon: ReactNode) => (
    <Tooltip title={translate(label)}>
      <IconButton
        aria-label={translate(label)}
        aria-pressed={openPanel === kind}
        color={openPanel === kind ? "primary" : "default"}
        onClick={() => onTogglePanel(kind, item)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <FormProvider {...form}>
      <Card variant="outlined" data-testid={`item-card-${item.id}`} aria-label={title}>
        <CardContent>
          {/* On a phone the buttons wrap under the title rather than push the last one out of the card. */}
          <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
            {dragHandle}
            <Typography variant="h6" sx={{ flex: "1 1 8rem", minWidth: 0, overflowWrap: "anywhere" }}>
              {title}
            </Typography>
            {can.update && panelButton("gallery", "app.menuEditor.item.gallery", <PhotoLibraryIcon />)}
            {can.update && panelButton("holidays", "app.menuEditor.item.holidays", <EventIcon />)}
            {can.update &&
              isChalet &&
              panelButton("units", "app.menuEditor.item.unitNames", <MeetingRoomIcon />)}
            {isChalet && baseline.itemable && (
              // The listing's nights, overrides and seasons (issue 51) are a page of their own.
              <Tooltip title={translate("app.menuEditor.item.rateCalendar")}>
                <IconButton
                  component={RouterLink}
                  to={`${PATHS.rateCalendar}?item=${item.id}`}
                  aria-label={translate("app.menuEditor.item.rateCalendar")}
                >
                  <EditCalendarIcon />
                </IconButton>
              </Tooltip>
            )}
            {can.delete && (
              <DeleteWithConfirm content="app.menuEditor.confirmDeleteItem" onDelete={onDelete} />
            )}
            {props.onCollapse && (
              <Tooltip title={translate("app.menuEditor.item.close")}>
                <IconButton
                  aria-label={translate("app.menuEditor.item.close")}
                  aria-expanded
                  // Opened from its row by click or keyboard: focus stays in the card that replaced the row.
                  autoFocus
                  onClick={props.onCollapse}
                >
                  <ExpandLessIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mt: 1 }}>
            <ItemImage item={item} businessId={businessId} canUpload={can.update} onUploaded={onUploaded} />
            <Stack spacing={1} sx={{ flex: 1 }}>
              <NameAndDescriptionInputs disabled={readOnly} checkName={checkRequiredName} />
              <Box>
                <FormCheckbox
                  name="hide"
                  label={isChalet ? "app.menuEditor.item.hideChalet" : "app.menuEditor.item.hide"}
                  disabled={readOnly}
                />
                <FormCheckbox
                  name="disable_ordering"
                  label="app.menuEditor.item.disableOrdering"
                  disabled={readOnly}
                />
                {!isChalet && (
                  <SoldOutSwitch
                    businessId={businessId}
                    itemId={initialItem.id}
                    soldOut={!!initialItem.sold_out}
                    disabled={!can.update}
                    // Only the flag changes: the card's copy and draft stay as they are.
                    onChanged={(soldOut: boolean) => onSavedRef.current?.({ ...item, sold_out: soldOut })}
                  />
                )}
              </Box>
            </Stack>
          </Stack>
          {isChalet && baseline.itemable && <ChaletInputs disabled={readOnly} />}
          <PriceRows name="prices" chaletLabels={isChalet} disabled={readOnly} canAdd={can.update} />
          {!isChalet && <PriceRows name="addons" disabled={readOnly} canAdd={can.create} />}
          <DiscountRows disabled={readOnly} />
        </CardContent>
        <DraftStatusControls
          baseline={baseline}
          canUpdate={can.update}
          onDirty={onDirty}
          save={saveDebounced}
          onFailure={onSaveFailure}
        />
      </Card>
    </FormProvider>
  );
});
