import { memo, useState } from "react";
import { Card, CardContent, Typography } from "@mui/material";
import { Form, SaveButton, TextInput, required, useNotify, useTranslate } from "react-admin";
import { MediaUploadInput } from "../../resources/shared/MediaUploadInput";
import { serverMessageOf, verbatim } from "../../dataProvider/errorMessages";
import { useMenuEditorApi } from "./api";
import { localesDraft } from "./rules";

interface NewCategoryValues {
  name?: string;
  description?: string;
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
    const text = { name: values.name?.trim() ?? "", description: values.description ?? "" };
    try {
      // The same name and description in both languages until someone translates them in the category card.
      await createCategory(businessId, {
        locales: localesDraft([
          { locale: "en", ...text },
          { locale: "ar", ...text },
        ]),
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
        <Form key={round} onSubmit={submit}>
          <MediaUploadInput
            source="media_id"
            label="app.menuEditor.picture"
            kind="category"
            businessId={businessId}
          />
          <TextInput
            source="name"
            label="app.menuEditor.name"
            validate={required("app.validation.required")}
            fullWidth
          />
          <TextInput source="description" label="app.menuEditor.description" multiline rows={3} fullWidth />
          <SaveButton label="app.menuEditor.submit" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
});
