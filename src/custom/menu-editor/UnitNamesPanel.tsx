import { useState } from "react";
import { Box, Button, TextField, Typography } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { serverMessageOf, verbatim } from "../../dataProvider/errorMessages";
import { unitNamesFor } from "../../domain/catalogRules";
import { UNITS_MIN } from "../../domain/constants";
import { CalendarSyncSection } from "../calendar-sync/CalendarSyncSection";
import { useMenuEditorApi } from "./api";
import { useMenuEditor } from "./editorContext";
import { itemDraftOf } from "./rules";
import { updateCategory } from "./tree";
import type { EditorItem } from "./types";

/** A name for each unit of a chalet, saved on the item's itemable.unit_names. */
export function UnitNamesPanel({ item }: { item: EditorItem }) {
  const { loadItem, updateItem } = useMenuEditorApi();
  const translate = useTranslate();
  const notify = useNotify();
  const { businessId, updateCategories } = useMenuEditor();
  const units = Math.max(UNITS_MIN, item.itemable?.units ?? UNITS_MIN);
  const [names, setNames] = useState<string[]>(() => unitNamesFor(units, item.itemable?.unit_names) ?? []);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      // The freshest copy, so that only the unit names change (and updated_at matches).
      const fresh = await loadItem(businessId, item.id);
      const draft = itemDraftOf(fresh);
      if (draft.itemable) draft.itemable.unit_names = names;
      const saved = await updateItem(businessId, item.id, draft);
      updateCategories((tree) =>
        updateCategory(tree, saved.category_id, (c) => ({
          ...c,
          items: c.items.map((i) => (i.id === saved.id ? saved : i)),
        })),
      );
      notify("app.menuEditor.updatedSuccessfully", { type: "success" });
    } catch (error) {
      const message = serverMessageOf(error);
      notify(message, { type: "error", ...verbatim(message) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Typography variant="h6">{translate("app.menuEditor.units.title")}</Typography>
      {names.map((name, index) => (
        <TextField
          key={index}
          size="small"
          fullWidth
          sx={{ my: 1 }}
          label={translate("app.menuEditor.units.unit", { number: index + 1 })}
          value={name}
          onChange={(event) =>
            setNames((current) => current.map((n, i) => (i === index ? event.target.value : n)))
          }
        />
      ))}
      <Button variant="contained" disabled={saving} onClick={save}>
        {translate("app.menuEditor.units.save")}
      </Button>
      <CalendarSyncSection businessId={businessId} itemId={item.id} unitNames={names} />
    </Box>
  );
}
