import { Box, Divider, IconButton, Stack, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import RemoveIcon from "@mui/icons-material/Remove";
import DeleteIcon from "@mui/icons-material/DeleteOutline";
import EditIcon from "@mui/icons-material/EditOutlined";
import { useLocaleState, useTranslate } from "react-admin";
import type { OrderTotals } from "../../../domain/orders";
import { fromFils } from "../../../domain/money";
import { localizedName } from "../../../domain/localizedText";
import { lineTotal } from "../../../domain/orders";
import { showMoney } from "../../operations/money";
import { lineInputOf, nameIn, type CartLine } from "./cart";

/** The cart: each line with its choices, quantity steppers, change and remove; then the totals as they will be. */
export function CartPanel({
  lines,
  totals,
  currency,
  onQuantity,
  onEdit,
  onRemove,
}: {
  lines: readonly CartLine[];
  totals: OrderTotals;
  currency: string;
  onQuantity: (key: number, quantity: number) => void;
  onEdit: (line: CartLine) => void;
  onRemove: (key: number) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (fils: number) => showMoney(fromFils(fils), currency);
  if (!lines.length)
    return <Typography color="text.secondary">{translate("app.orderEntry.cartEmpty")}</Typography>;
  const rows: [string, number][] = [
    ["subtotal", totals.subtotal],
    ["discount", -totals.discount],
    ["extraCharge", totals.extraCharge],
  ];
  return (
    <Box>
      <Box
        component="ul"
        sx={{ listStyle: "none", m: 0, p: 0 }}
        aria-label={translate("app.orderEntry.cart")}
      >
        {lines.map((line) => {
          const name = nameIn(line.item, locale);
          const price = line.item.prices.find((p) => p.id === line.priceId);
          const size = line.item.prices.length > 1 && price ? localizedName(price.locales, locale, "") : "";
          const addons = line.item.addons.filter((a) => line.addonIds.includes(a.id));
          return (
            <Box
              component="li"
              key={line.key}
              data-testid="cart-line"
              sx={{ py: 0.75, borderBottom: 1, borderColor: "divider" }}
            >
              <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
                <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }}>
                  {name}
                  {size && ` (${size})`}
                </Typography>
                <Typography sx={{ whiteSpace: "nowrap" }}>{money(lineTotal(lineInputOf(line)))}</Typography>
              </Stack>
              {addons.map((addon) => (
                <Typography key={addon.id} variant="body2" color="text.secondary">
                  + {localizedName(addon.locales, locale, "")}
                </Typography>
              ))}
              {line.note && (
                <Typography variant="body2" color="warning.dark">
                  {line.note}
                </Typography>
              )}
              <Stack direction="row" sx={{ alignItems: "center" }}>
                <IconButton
                  size="small"
                  aria-label={translate("app.orderEntry.decrease", { name })}
                  disabled={line.quantity <= 1}
                  onClick={() => onQuantity(line.key, line.quantity - 1)}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
                <Typography sx={{ minWidth: "2ch", textAlign: "center" }} data-testid="cart-quantity">
                  {line.quantity}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={translate("app.orderEntry.increase", { name })}
                  disabled={line.quantity >= 999}
                  onClick={() => onQuantity(line.key, line.quantity + 1)}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
                <Box sx={{ flex: 1 }} />
                <IconButton
                  size="small"
                  aria-label={translate("app.orderEntry.editLine", { name })}
                  onClick={() => onEdit(line)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={translate("app.orderEntry.removeLine", { name })}
                  onClick={() => onRemove(line.key)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Divider sx={{ my: 1 }} />
      {rows.map(([key, amount]) =>
        amount ? (
          <Stack key={key} direction="row" sx={{ justifyContent: "space-between" }}>
            <Typography variant="body2">{translate(`app.orderEntry.${key}`)}</Typography>
            <Typography variant="body2">{money(amount)}</Typography>
          </Stack>
        ) : null,
      )}
      <Stack direction="row" sx={{ justifyContent: "space-between", mt: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{translate("app.orderEntry.total")}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="cart-total">
          {money(totals.total)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate("app.orderEntry.serverPrices")}
      </Typography>
    </Box>
  );
}
