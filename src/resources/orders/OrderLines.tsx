import { Divider, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useLocaleState, useTranslate, type RaRecord } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { showMoney } from "../operations/money";
import { repeatedLines, type RepeatedLine } from "./repeatedLines";
import { RemoveLineButton, useMayRemoveLines } from "./entry/OrderLineActions";

interface OrderLine {
  id: number;
  item_id: number | null;
  locales: LocalizedText[];
  quantity: number;
  unit_price: number;
  addons: { id: number | null; locales: LocalizedText[]; price: number }[];
  discount: number;
  line_total: number;
  round?: number;
  note?: string;
}

/** Under a line whose item is on other lines too: which of them it is and what sets it apart. */
const RepeatNote = ({
  repeat,
  line,
  money,
}: {
  repeat: RepeatedLine;
  line: OrderLine;
  money: (n: number) => string;
}) => {
  const translate = useTranslate();
  const notes = [
    translate("resources.orders.repeated.line", { index: repeat.index, count: repeat.count }),
    repeat.noAddons && translate("resources.orders.repeated.noAddons"),
    line.discount > 0 && translate("resources.orders.repeated.discount", { amount: money(-line.discount) }),
    repeat.sameChoices && translate("resources.orders.repeated.sameChoices"),
  ].filter(Boolean);
  return (
    <Typography variant="caption" color="warning.dark" component="div">
      {notes.join(" · ")}
    </Typography>
  );
};

/** The order's lines (each with its addons, and why an item shows twice) and its totals. */
export function OrderLines({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (amount: number) => showMoney(amount, record.currency);
  const name = (locales: LocalizedText[]) =>
    localizedName(locales, locale, translate("resources.orders.noName"));
  const lines = (record.lines ?? []) as OrderLine[];
  const repeated = repeatedLines(lines);
  const mayRemove = useMayRemoveLines(record);
  const totals: [string, number][] = [
    ["subtotal", record.subtotal],
    ["discount", -record.discount],
    ["extra_charge", record.extra_charge],
  ];
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate("resources.orders.fields.item")}</TableCell>
            <TableCell align="right">{translate("resources.orders.fields.quantity")}</TableCell>
            <TableCell align="right">{translate("resources.orders.fields.line_total")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const repeat = repeated.get(line.id);
            return (
              <TableRow key={line.id}>
                <TableCell>
                  {name(line.locales)} ({money(line.unit_price)})
                  {line.addons.map((addon, index) => (
                    <Typography key={addon.id ?? index} variant="body2" color="text.secondary">
                      + {name(addon.locales)} ({money(addon.price)})
                    </Typography>
                  ))}
                  {repeat && <RepeatNote repeat={repeat} line={line} money={money} />}
                  {line.note && (
                    <Typography variant="body2" color="warning.dark">
                      {line.note}
                    </Typography>
                  )}
                  {(line.round ?? 1) > 1 && (
                    <Typography variant="caption" color="info.main" component="div">
                      {translate("app.orderEntry.round", { round: (line.round ?? 1) - 1, _: "+" })}
                    </Typography>
                  )}
                  {mayRemove && (
                    <RemoveLineButton record={record} lineId={line.id} name={name(line.locales)} />
                  )}
                </TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{money(line.line_total)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Divider sx={{ my: 1 }} />
      {totals.map(([key, amount]) => (
        <Box key={key} sx={{ display: "flex", justifyContent: "space-between" }}>
          <Typography variant="body2">{translate(`resources.orders.fields.${key}`)}</Typography>
          <Typography variant="body2">{money(amount)}</Typography>
        </Box>
      ))}
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 0.5 }}>
        <Typography fontWeight="bold">{translate("resources.orders.fields.total")}</Typography>
        <Typography fontWeight="bold" data-testid="order-total">
          {money(record.total)}
        </Typography>
      </Box>
    </>
  );
}
