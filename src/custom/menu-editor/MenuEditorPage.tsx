import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Alert, Box, CircularProgress, FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { useMenuEditorApi } from "./api";
import { CategoryEditor } from "./CategoryEditor";
import { CategoryTabs } from "./CategoryTabs";
import { CreateCategoryCard } from "./CreateCategoryCard";
import { takeEarlyMenu } from "./earlyMenu";
import { EditedItemsProvider } from "./EditedItems";
import { DragHost } from "./DragHost";
import { DragRegistry, DragRegistryContext } from "./dragLayer";
import { MenuEditorContext, type MenuEditorContextValue } from "./editorContext";
import { ScopeBar } from "./ScopeBar";
import { SidePanel } from "./SidePanel";
import { preloadPartsWhenIdle, SmartUploader } from "./onDemandParts";
import type { EditorCategory, EditorMenu, OpenPanel, PanelKind, EditorItem } from "./types";
import { useEditorAccess } from "./useEditorAccess";
import { SaveAllButton, UnsavedItemsGuard } from "./UnsavedItems";

/** /menu: the whole menu of the current business edited in place (SPEC §2 Menu editor). */
export function MenuEditorPage() {
  return (
    <EditedItemsProvider>
      <MenuEditor />
    </EditedItemsProvider>
  );
}
MenuEditorPage.path = "/menu";

function MenuEditor() {
  const { loadMenu } = useMenuEditorApi();
  const translate = useTranslate();
  const scope = useCurrentScope();
  const can = useEditorAccess();
  const { businessId, menuId } = scope;
  const [menu, setMenu] = useState<EditorMenu | null>(null);
  const [failed, setFailed] = useState(false);
  const [activeId, setActiveId] = useState<number>();
  const [panel, setPanel] = useState<OpenPanel | null>(null);
  const [expandedItemId, setExpandedItemId] = useState<number | null>(null);
  const [smartUploader, setSmartUploader] = useState(false);

  const reload = useCallback(async () => {
    if (menuId === undefined) return;
    try {
      // The answer asked for as the page started, if there is one (a failed one is asked again, through the
      // data provider, so that an ended session is handled as everywhere else).
      const loaded = await (takeEarlyMenu(menuId)?.catch(() => loadMenu(menuId)) ?? loadMenu(menuId));
      // A transition: React renders the editor in slices that yield to the browser, not in one long task.
      startTransition(() => {
        setMenu(loaded);
        setFailed(false);
      });
    } catch {
      setFailed(true);
    }
  }, [menuId, loadMenu]);
  useEffect(() => {
    setMenu(null);
    setPanel(null);
    void reload();
  }, [reload]);
  // The panels, the Smart Uploader and the owner search come in once the editor is idle (onDemandParts.tsx).
  useEffect(() => preloadPartsWhenIdle(), []);

  const categories = useMemo(() => menu?.categories ?? [], [menu]);
  const setCategories = useCallback(
    (next: EditorCategory[]) => setMenu((current) => current && { ...current, categories: next }),
    [],
  );
  const updateCategories = useCallback(
    (change: (tree: EditorCategory[]) => EditorCategory[]) =>
      setMenu((current) => current && { ...current, categories: change(current.categories) }),
    [],
  );
  const togglePanel = useCallback(
    (kind: PanelKind, item: EditorItem) =>
      setPanel((open) => (open?.kind === kind && open.item.id === item.id ? null : { kind, item })),
    [],
  );
  const toggleItem = useCallback(
    (itemId: number) => setExpandedItemId((open) => (open === itemId ? null : itemId)),
    [],
  );
  // The blocks and drop areas the editor draws, bound to dnd-kit once it is in (DragHost).
  const [dragRegistry] = useState(() => new DragRegistry());

  // What every card reads; a new value (and so a new render of the cards) only when a member changes.
  const members = {
    businessId,
    menuId,
    isChalet: scope.business?.type === "chalet",
    can,
    panel,
    togglePanel,
    expandedItemId,
    toggleItem,
    reload,
    updateCategories,
  };
  const context = useMemo(
    () =>
      members.businessId === undefined || members.menuId === undefined
        ? null
        : (members as MenuEditorContextValue),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the members, listed once above in a fixed order
    Object.values(members),
  );

  // The tab shows as selected at once; its category renders in a deferred (interruptible) pass after that.
  const shownId = useDeferredValue(activeId);
  const active = categories.find((c) => c.id === shownId) ?? categories[0];
  const selectedId = categories.some((c) => c.id === activeId) ? activeId : active?.id;
  return (
    <Box sx={{ p: 2 }}>
      <PageTitle title={translate("app.menuEditor.title")} />
      <ScopeBar scope={scope} />
      {!context && <Alert severity="info">{translate("app.menuEditor.noMenu")}</Alert>}
      {context && failed && <Alert severity="error">{translate("app.menuEditor.loadFailed")}</Alert>}
      {context && !menu && !failed && (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={20} />
          <Typography>{translate("app.menuEditor.loading")}</Typography>
        </Stack>
      )}
      {context && menu && (
        <MenuEditorContext.Provider value={context}>
          {context.can.items.update && <SaveAllButton />}
          {/* SPEC §6: the Smart Uploader needs create on both categories and items. */}
          {context.can.categories.create && context.can.items.create && (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={
                <Switch
                  checked={smartUploader}
                  onChange={(event) => setSmartUploader(event.target.checked)}
                />
              }
              label={translate("app.menuEditor.smartUploader.label")}
            />
          )}
          <CategoryTabs categories={categories} activeId={selectedId} onChange={setActiveId} />
          <Stack direction={{ xs: "column", lg: "row" }} spacing={2} alignItems="flex-start">
            <Box sx={{ flex: 1, minWidth: 0, width: "100%" }}>
              {active && smartUploader && context.can.categories.create && context.can.items.create && (
                // The editor becomes a bulk importer for the open category; its cards (and their drags) rest meanwhile.
                <SmartUploader
                  key={active.id}
                  menuId={context.menuId}
                  category={active}
                  onFinished={reload}
                />
              )}
              {active && !smartUploader && (
                <DragRegistryContext.Provider value={dragRegistry}>
                  <CategoryEditor key={active.id} category={active} />
                  <DragHost
                    registry={dragRegistry}
                    businessId={context.businessId}
                    categories={categories}
                    setCategories={setCategories}
                  />
                </DragRegistryContext.Provider>
              )}
              {context.can.categories.create && (
                <CreateCategoryCard
                  businessId={context.businessId}
                  menuId={context.menuId}
                  onCreated={reload}
                />
              )}
            </Box>
            {panel && (
              <Box sx={{ width: { xs: "100%", lg: 420 }, flexShrink: 0 }}>
                <SidePanel panel={panel} onClose={() => setPanel(null)} />
              </Box>
            )}
          </Stack>
        </MenuEditorContext.Provider>
      )}
      <UnsavedItemsGuard />
    </Box>
  );
}
