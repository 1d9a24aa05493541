import { memo, useState } from "react";
import { Card, CardContent, Typography } from "@mui/material";
import { Form, SaveButton, useNotify, useTranslate } from "react-admin";
import { emptyLocales, LocalesTabsInput } from "../../resources/shared/LocalesTabsInput";
import { MediaUploadInput } from "../../resources/shared/MediaUploadInput";
import { serverMessageOf, verbatim } from "../../dataProvider/errorMessages";
import { useMenuEditorApi } from "./api";
import { localesDraft } from "./rules";
import type { LocaleEntry } from "./types";

interface NewCategoryValues {
  locales?: LocaleEntry[];
  media_id?: number | null;
}

/**
 * "Create a new category": picture, name, description, Submit (SPEC §2; needs categories create). Memoized: its
 * react-admin form is costly to redraw, and the page around it redraws after every drop and save.
 */
export const CreateCategoryCard = memo(function NewCategoryForm({
  businessId,
  menuId,
  onCreated,
}: {
  businessId: number;
  menuId: number;
  onCreated: () => Promise<void>;
}) {
  const { createCategory } = useMenuEditorApi();
  const translate = useTranslate();
  const notify = useNotify();
  // A new round of the form after each creation starts it empty again.
  const [round, setRound] = useState(0);

  const submit = async (values: Partial<NewCategoryValues>) => {
    try {
      // Each language as typed: a language left empty stays empty (the menu shows "No Name" there until it is
      // translated), never a silent copy of the English text.
      await createCategory(businessId, {
        locales: localesDraft(
          values.locales?.map((l) => ({
            ...l,
            name: l.name?.trim() ?? "",
            description: l.description ?? "",
          })),
        ),
        menu_id: menuId,
        parent_id: null,
        media_id: values.media_id ?? null,
      });
      notify("app.menuEditor.doneSuccessfully", { type: "success" });
      setRound((r) => r + 1);
      await onCreated();
    } catch (error) {
      const message = serverMessageOf(error);
      notify(message, { type: "error", ...verbatim(message) });
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate("app.menuEditor.createCategory")}</Typography>
        <Form key={round} onSubmit={submit} defaultValues={{ locales: emptyLocales() }}>
          <MediaUploadInput
            source="media_id"
            label="app.menuEditor.picture"
            kind="category"
            businessId={businessId}
          />
          <LocalesTabsInput
            withDescription
            nameLabel="app.menuEditor.name"
            descriptionLabel="app.menuEditor.description"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate("app.menuEditor.otherLanguagesHint")}
          </Typography>
          <SaveButton label="app.menuEditor.submit" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
});
