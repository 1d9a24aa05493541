import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Collapse,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useLocale, useNotify, useTranslate } from "react-admin";
import { serverMessageOf, verbatim } from "../../dataProvider/errorMessages";
import { CATEGORY_SAVE_DEBOUNCE_MS, COLLAPSE_ANIMATION_MS } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { useMenuEditorApi } from "./api";
import { categoryDragId, subcategoriesListId } from "./dragIds";
import { useMenuEditor } from "./editorContext";
import { CategorySoldOut } from "./CategorySoldOut";
import { CategoryPicture } from "./CategoryPicture";
import { NameAndDescriptionInputs } from "./NameAndDescriptionInputs";
import { categoryDraftOf, isCategoryDirty, type CategoryDraft } from "./rules";
import { Sortable, SortableList } from "./Sortable";
import type { EditorCategory } from "./types";
import { useDebouncedAction } from "./useDebouncedAction";
import { VirtualItemList } from "./VirtualItemList";
import { DeleteWithConfirm, SaveChangesButton } from "./EditorButtons";

interface CategoryEditorProps {
  category: EditorCategory;
  dragHandle?: ReactNode;
}

/** A category's card: its texts and picture, its items and subcategories, sortable by drag (SPEC §2, §4). */
// Memoized: a drag re-renders every sortable block on each pointer move, and a category card is heavy. The inner
// function has a name of its own: named CategoryEditor, that name would stand, inside its own body, for the
// function itself instead of this memoized component, and the subcategories drawn below would not be memoized
// (each one was redrawn with its fields and items on every redraw of a drag).
export const CategoryEditor = memo(function CategoryCard({ category, dragHandle }: CategoryEditorProps) {
  const { createCategory, createItem, deleteCategory, updateCategory: saveCategory } = useMenuEditorApi();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const editor = useMenuEditor();
  const { businessId, can } = editor;
  const [open, setOpen] = useState(true);
  // The category's own card and items come first; its subcategories follow in a deferred render.
  const showChildren = useDeferredValue(true, false);
  const childIds = useMemo(
    () => category.children_nested.map((child) => categoryDragId(child.id)),
    [category.children_nested],
  );
  const [media, setMedia] = useState(category.media);
  const [saved, setSaved] = useState<{ draft: CategoryDraft; updatedAt: string }>(() => ({
    draft: categoryDraftOf(category),
    updatedAt: category.updated_at,
  }));
  const form = useForm<CategoryDraft>({ defaultValues: saved.draft });

  // A reload that brings a newer copy resets the card.
  const seen = useRef(category.updated_at);
  useEffect(() => {
    if (category.updated_at === seen.current) return;
    seen.current = category.updated_at;
    const next = categoryDraftOf(category);
    setSaved({ draft: next, updatedAt: category.updated_at });
    setMedia(category.media);
    form.reset(next);
  }, [category, form]);

  const saveNow = useCallback(async () => {
    const answer = await saveCategory(businessId, category.id, form.getValues(), saved.updatedAt);
    seen.current = answer.updated_at;
    const next = categoryDraftOf(answer);
    setSaved({ draft: next, updatedAt: answer.updated_at });
    form.reset(next);
  }, [businessId, category.id, form, saved.updatedAt, saveCategory]);
  const saveDebounced = useDebouncedAction(saveNow, CATEGORY_SAVE_DEBOUNCE_MS);

  const onSaveFailure = (error: unknown) => {
    // A 409 (someone saved first) carries the server's message; so does every other refusal.
    const message = serverMessageOf(error);
    notify(message, { type: "error", ...verbatim(message) });
  };

  const onDelete = async () => {
    try {
      await deleteCategory(businessId, category.id);
      notify("app.menuEditor.deletedSuccessfully", { type: "success" });
      await editor.reload();
    } catch {
      notify("app.menuEditor.errorOccurred", { type: "error" });
    }
  };

  // The language in use only: no placeholder is copied into the other language.
  const newLocales = (key: string) => [{ locale, name: translate(key) }];
  const run = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
      notify("app.menuEditor.doneSuccessfully", { type: "success" });
      await editor.reload();
    } catch (error) {
      const message = serverMessageOf(error);
      notify(message, { type: "error", ...verbatim(message) });
    }
  };
  const addItem = run(() => createItem(businessId, category.id, newLocales("app.menuEditor.newItem")));
  const addSubCategory = run(() =>
    createCategory(businessId, {
      locales: newLocales("app.menuEditor.newSubCategory"),
      menu_id: category.menu_id,
      parent_id: category.id,
    }),
  );

  const name = localizedName(
    category.locales.filter((l) => l.locale === locale),
    locale,
    translate("app.menuEditor.noName"),
  );

  return (
    <FormProvider {...form}>
      <Card variant="outlined" sx={{ mb: 2 }} data-testid={`category-card-${category.id}`}>
        {/* A subcategory's card sits in its parent's: on a phone each level's padding is kept small. */}
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Stack direction="row" alignItems="center" spacing={1}>
            {dragHandle}
            <Typography variant="h5" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
              {name}
            </Typography>
            <Tooltip title={translate(open ? "app.menuEditor.collapse" : "app.menuEditor.expand")}>
              <IconButton
                aria-label={translate(open ? "app.menuEditor.collapse" : "app.menuEditor.expand")}
                onClick={() => setOpen(!open)}
              >
                {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
            </Tooltip>
            {can.categories.delete && (
              <DeleteWithConfirm content="app.menuEditor.confirmDeleteCategory" onDelete={onDelete} />
            )}
          </Stack>
          <Collapse in={open} timeout={COLLAPSE_ANIMATION_MS}>
            <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ my: 2 }}>
              <CategoryPicture
                media={media}
                businessId={businessId}
                canUpload={can.categories.update}
                onUploaded={(picture) => {
                  setMedia(picture);
                  form.setValue("media_id", picture.id);
                }}
              />
              <Stack spacing={1} sx={{ flex: 1 }}>
                <NameAndDescriptionInputs disabled={!can.categories.update} />
              </Stack>
            </Stack>
            <Typography variant="subtitle1">{translate("app.menuEditor.items")}</Typography>
            <VirtualItemList category={category} />
            {showChildren && category.children_nested.length > 0 && (
              <Box sx={{ mt: 2, ps: { xs: 0, sm: 2 } }}>
                <Typography variant="subtitle1">{translate("app.menuEditor.subcategories")}</Typography>
                <SortableList id={subcategoriesListId(category.id)} ids={childIds}>
                  {category.children_nested.map((child) => (
                    <Sortable key={child.id} id={categoryDragId(child.id)} disabled={!can.categories.update}>
                      {(handle) => <CategoryEditor category={child} dragHandle={handle} />}
                    </Sortable>
                  ))}
                </SortableList>
              </Box>
            )}
          </Collapse>
        </CardContent>
        {/* The buttons wrap as whole buttons on a phone, never their words. */}
        <CardActions
          disableSpacing
          sx={{
            flexWrap: "wrap",
            gap: 1,
            px: { xs: 1.5, sm: 2 },
            "& .MuiButton-root": { whiteSpace: "nowrap" },
          }}
        >
          {can.categories.update && (
            <CategorySaveButton saved={saved.draft} save={saveDebounced} onFailure={onSaveFailure} />
          )}
          {can.items.create && (
            <Button startIcon={<AddIcon />} onClick={addItem}>
              {translate("app.menuEditor.addItem")}
            </Button>
          )}
          {can.categories.create && (
            <Button startIcon={<AddIcon />} onClick={addSubCategory}>
              {translate("app.menuEditor.addSubCategory")}
            </Button>
          )}
          {can.items.update && !editor.isChalet && <CategorySoldOut category={category} />}
        </CardActions>
      </Card>
    </FormProvider>
  );
});

/**
 * Save, enabled while the card's texts differ from the saved copy. The one part of the card that follows the
 * form's values: the card itself watching them was redrawn, with its picture and buttons, on every keystroke.
 */
function CategorySaveButton({
  saved,
  save,
  onFailure,
}: {
  saved: CategoryDraft;
  save: () => Promise<unknown>;
  onFailure: (error: unknown) => void;
}) {
  const draft = useWatch<CategoryDraft>() as CategoryDraft;
  return <SaveChangesButton disabled={!isCategoryDirty(saved, draft)} save={save} onFailure={onFailure} />;
}
