import { useState } from "react";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import { useLocaleState, useTranslate } from "react-admin";
import { ORDER_LINE_NOTE_MAX_LENGTH } from "../../../domain/constants";
import { fromFils, toFils } from "../../../domain/money";
import { localizedName } from "../../../domain/localizedText";
import { showMoney } from "../../operations/money";
import { nameIn, unitPriceOf, type CartLine } from "./cart";

/**
 * One line's choices: the price (size), the addons, the quantity and a note for the kitchen. Opened when an item
 * has choices to make, and to change a line of the cart. The first price is chosen from the start, so a plain
 * "Add" is one tap.
 */
export function LineDialog({
  line,
  currency,
  editing,
  onSave,
  onClose,
}: {
  line: CartLine;
  currency: string;
  editing: boolean;
  onSave: (line: CartLine) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [draft, setDraft] = useState(line);
  const { item } = draft;
  const name = nameIn(item, locale);
  const money = (fils: number) => showMoney(fromFils(fils), currency);
  const toggleAddon = (id: number) =>
    setDraft((d) => ({
      ...d,
      addonIds: d.addonIds.includes(id) ? d.addonIds.filter((a) => a !== id) : [...d.addonIds, id],
    }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="line-dialog-title">
      <DialogTitle id="line-dialog-title">{name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {item.prices.length > 1 && (
            <div>
              <FormLabel id="line-price">{translate("app.orderEntry.price")}</FormLabel>
              <RadioGroup
                aria-labelledby="line-price"
                value={String(draft.priceId)}
                onChange={(event) => setDraft((d) => ({ ...d, priceId: Number(event.target.value) }))}
              >
                {item.prices.map((price) => (
                  <FormControlLabel
                    key={price.id}
                    value={String(price.id)}
                    control={<Radio />}
                    label={`${localizedName(price.locales, locale, name)} · ${money(unitPriceOf(item, price.id))}`}
                  />
                ))}
              </RadioGroup>
            </div>
          )}
          {item.addons.length > 0 && (
            <div>
              <FormLabel component="legend">{translate("app.orderEntry.addons")}</FormLabel>
              <FormGroup>
                {item.addons.map((addon) => (
                  <FormControlLabel
                    key={addon.id}
                    control={
                      <Checkbox
                        checked={draft.addonIds.includes(addon.id)}
                        onChange={() => toggleAddon(addon.id)}
                      />
                    }
                    label={`${localizedName(addon.locales, locale, "")} · +${money(toFils(addon.price))}`}
                  />
                ))}
              </FormGroup>
            </div>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Typography sx={{ flex: 1 }}>{translate("app.orderEntry.quantity")}</Typography>
            <IconButton
              aria-label={translate("app.orderEntry.decrease", { name })}
              disabled={draft.quantity <= 1}
              onClick={() => setDraft((d) => ({ ...d, quantity: d.quantity - 1 }))}
            >
              <RemoveIcon />
            </IconButton>
            <Typography sx={{ minWidth: "2ch", textAlign: "center", fontWeight: 700 }} aria-live="polite">
              {draft.quantity}
            </Typography>
            <IconButton
              aria-label={translate("app.orderEntry.increase", { name })}
              disabled={draft.quantity >= 999}
              onClick={() => setDraft((d) => ({ ...d, quantity: d.quantity + 1 }))}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          <TextField
            size="small"
            label={translate("app.orderEntry.note")}
            value={draft.note}
            onChange={(event) => setDraft((d) => ({ ...d, note: event.target.value }))}
            slotProps={{ htmlInput: { maxLength: ORDER_LINE_NOTE_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("app.orderEntry.cancel")}</Button>
        <Button variant="contained" onClick={() => onSave(draft)} autoFocus>
          {translate(editing ? "app.orderEntry.saveLine" : "app.orderEntry.addLine")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
