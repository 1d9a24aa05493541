import { useMemo, useRef, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Title, useLocaleState, useNotify, useTranslate } from "react-admin";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAppDataProvider } from "../../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../../dataProvider/errorMessages";
import type { EntryTable, OrderEntryData } from "../../../dataProvider/methods/orderEntry";
import { ORDER_ENTRY_RECENT_MAX } from "../../../domain/constants";
import { localizedName } from "../../../domain/localizedText";
import { fromFils } from "../../../domain/money";
import { showMoney } from "../../operations/money";
import { useCurrentScope } from "../../shared/useCurrentScope";
import { addsAtOnce, cartTotals, lineBodyOf, pickerItems, type CartLine, type PickerItem } from "./cart";
import { CartPanel } from "./CartPanel";
import { ItemPicker } from "./ItemPicker";
import { LineDialog } from "./LineDialog";

// Staff order entry (issue 48), at /orders/create (orders.create in the branch, by the route guard): the type, the
// table, items from the picker, the cart with its totals, and Send. A table with an open order takes the items as an
// addition to it; /orders/create?order=ID (the order page's "Add items") adds to that order.

const TYPES = ["dine_in", "self_pickup", "delivery"] as const;
type EntryType = (typeof TYPES)[number];

const recentKey = (branchId: number | undefined) => `orderEntry.recent.${branchId ?? 0}`;
function readRecent(branchId: number | undefined): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(recentKey(branchId)) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}
function rememberRecent(branchId: number | undefined, ids: number[]) {
  const next = [...new Set([...ids, ...readRecent(branchId)])].slice(0, ORDER_ENTRY_RECENT_MAX);
  localStorage.setItem(recentKey(branchId), JSON.stringify(next));
}

const OrderEntryPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const { business, branchId } = useCurrentScope();
  const [params] = useSearchParams();
  const addTo = Number(params.get("order")) || undefined;

  const query = useQuery({
    queryKey: ["orders", "entry", business?.id, branchId],
    queryFn: ({ signal }) =>
      dataProvider.getOrderEntry({ businessId: business!.id, branchId: branchId!, signal }),
    enabled: business !== undefined && branchId !== undefined,
    staleTime: 30_000,
  });
  const entry: OrderEntryData | undefined = query.data?.data;

  const [type, setType] = useState<EntryType>("dine_in");
  const [tableId, setTableId] = useState<number | null>(null);
  const [customer, setCustomer] = useState({ name: "", phone: "", address: "" });
  const [lines, setLines] = useState<CartLine[]>([]);
  const [dialog, setDialog] = useState<{ line: CartLine; editing: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const nextKey = useRef(1);

  const items = useMemo(() => (entry ? pickerItems(entry) : []), [entry]);
  const [recent, setRecent] = useState(() => readRecent(branchId));
  const topIds = useMemo(() => [...recent, ...(entry?.popular ?? [])], [recent, entry]);
  const tables = useMemo(
    () =>
      entry?.floors.flatMap((floor) =>
        floor.tables.map((table) => ({ table, floorName: localizedName(floor.locales, locale, "") })),
      ) ?? [],
    [entry, locale],
  );
  const tableName = (table: EntryTable) => localizedName(table.locales, locale, `#${table.id}`);
  const chosenTable = tables.find((t) => t.table.id === tableId)?.table;
  // The order more items go to: the one named in the address, else the chosen table's open one.
  const openOrder = addTo
    ? (tables.find((t) => t.table.open_order?.id === addTo)?.table.open_order ?? { id: addTo, number: addTo })
    : type === "dine_in"
      ? chosenTable?.open_order
      : null;

  const pick = (picked: PickerItem) => {
    const line: CartLine = {
      key: nextKey.current++,
      item: picked.item,
      priceId: picked.item.prices[0]?.id ?? 0,
      addonIds: [],
      quantity: 1,
      note: "",
    };
    if (!addsAtOnce(picked.item)) return setDialog({ line, editing: false });
    // A plain item tapped again is one more of it, not a second line.
    setLines((current) => {
      const same = current.find((l) => l.item.id === line.item.id && !l.note && !l.addonIds.length);
      return same
        ? current.map((l) => (l === same ? { ...l, quantity: Math.min(999, l.quantity + 1) } : l))
        : [...current, line];
    });
  };

  const saveLine = (line: CartLine) => {
    setLines((current) =>
      current.some((l) => l.key === line.key)
        ? current.map((l) => (l.key === line.key ? line : l))
        : [...current, line],
    );
    setDialog(null);
  };

  const totals = entry ? cartTotals(lines, entry) : null;
  const missingTable = type === "dine_in" && !addTo && tableId === null;
  const missingAddress = type === "delivery" && !customer.address.trim();
  const canSend = !!entry && lines.length > 0 && !missingTable && !missingAddress && !sending;

  const send = async () => {
    if (!canSend || business === undefined || branchId === undefined) return;
    setSending(true);
    const place = { businessId: business.id, branchId };
    try {
      const body = lines.map(lineBodyOf);
      if (openOrder) {
        const { data } = await dataProvider.addOrderLines({ ...place, orderId: openOrder.id, lines: body });
        notify("app.orderEntry.added", { type: "success", messageArgs: { number: data.number } });
      } else {
        const { data } = await dataProvider.createStaffOrder({
          ...place,
          body: {
            type,
            table_id: type === "dine_in" ? tableId : null,
            customer: {
              name: customer.name.trim(),
              phone: customer.phone.trim(),
              address: type === "delivery" ? customer.address.trim() : "",
            },
            lines: body,
          },
        });
        notify("app.orderEntry.sent", { type: "success", messageArgs: { number: data.number } });
      }
      rememberRecent(
        branchId,
        lines.map((l) => l.item.id),
      );
      setRecent(readRecent(branchId));
      setLines([]);
      setCustomer({ name: "", phone: "", address: "" });
      setTableId(null);
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      if (addTo) navigate(`/orders/${addTo}`);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setSending(false);
    }
  };

  const money = (fils: number) => showMoney(fromFils(fils), entry?.currency);
  const title = addTo
    ? translate("app.orderEntry.addTitle", { number: openOrder?.number ?? addTo })
    : translate("app.orderEntry.title");

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, pb: { xs: 10, md: 2 } }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {query.isError && <Alert severity="error">{translate("app.errors.unexpected")}</Alert>}
      {entry && (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", md: "minmax(0, 2fr) minmax(18rem, 1fr)" },
            alignItems: "start",
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {!addTo && (
              <Paper variant="outlined" sx={{ p: 1.5 }}>
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  size="small"
                  color="primary"
                  value={type}
                  onChange={(_, value: EntryType | null) => value && setType(value)}
                  aria-label={translate("app.orderEntry.type")}
                >
                  {TYPES.map((t) => (
                    <ToggleButton key={t} value={t}>
                      {translate(`app.orderEntry.types.${t}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
                {type === "dine_in" && (
                  <Box
                    sx={{ mt: 1.5 }}
                    role="radiogroup"
                    aria-label={translate("app.orderEntry.chooseTable")}
                  >
                    <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                      {translate("app.orderEntry.chooseTable")}
                    </Typography>
                    {!tables.length && (
                      <Typography color="text.secondary">{translate("app.orderEntry.noTables")}</Typography>
                    )}
                    {entry.floors.map((floor) =>
                      floor.tables.length ? (
                        <Box key={floor.id} sx={{ mb: 1 }}>
                          <Typography variant="caption" color="text.secondary">
                            {localizedName(floor.locales, locale, "")}
                          </Typography>
                          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
                            {floor.tables.map((table) => (
                              <Chip
                                key={table.id}
                                role="radio"
                                aria-checked={table.id === tableId}
                                label={
                                  table.open_order
                                    ? `${tableName(table)} · #${table.open_order.number}`
                                    : tableName(table)
                                }
                                color={
                                  table.id === tableId ? "primary" : table.open_order ? "warning" : "default"
                                }
                                variant={table.id === tableId ? "filled" : "outlined"}
                                onClick={() => setTableId(table.id === tableId ? null : table.id)}
                                sx={{ minHeight: 40, fontSize: "1rem" }}
                              />
                            ))}
                          </Box>
                        </Box>
                      ) : null,
                    )}
                  </Box>
                )}
              </Paper>
            )}
            {openOrder && chosenTable && !addTo && (
              <Alert severity="info">
                {translate("app.orderEntry.openOrder", {
                  table: tableName(chosenTable),
                  number: openOrder.number,
                })}
              </Alert>
            )}
            <ItemPicker entry={entry} items={items} topIds={topIds} onPick={pick} />
          </Stack>
          <Paper variant="outlined" sx={{ p: 1.5, position: { md: "sticky" }, top: { md: 72 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate("app.orderEntry.cart")}
              {chosenTable && type === "dine_in" && ` · ${tableName(chosenTable)}`}
            </Typography>
            <CartPanel
              lines={lines}
              totals={totals!}
              currency={entry.currency}
              onQuantity={(key, quantity) =>
                setLines((current) => current.map((l) => (l.key === key ? { ...l, quantity } : l)))
              }
              onEdit={(line) => setDialog({ line, editing: true })}
              onRemove={(key) => setLines((current) => current.filter((l) => l.key !== key))}
            />
            {!openOrder && (
              <Stack spacing={1} sx={{ mt: 2 }}>
                <Typography variant="subtitle2">
                  {translate(
                    type === "dine_in" ? "app.orderEntry.customerOptional" : "app.orderEntry.customer",
                  )}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <TextField
                    size="small"
                    fullWidth
                    label={translate("app.orderEntry.name")}
                    value={customer.name}
                    onChange={(e) => setCustomer((c) => ({ ...c, name: e.target.value }))}
                  />
                  <TextField
                    size="small"
                    fullWidth
                    type="tel"
                    label={translate("app.orderEntry.phone")}
                    value={customer.phone}
                    onChange={(e) => setCustomer((c) => ({ ...c, phone: e.target.value }))}
                  />
                </Stack>
                {type === "delivery" && (
                  <TextField
                    size="small"
                    required
                    multiline
                    label={translate("app.orderEntry.address")}
                    value={customer.address}
                    onChange={(e) => setCustomer((c) => ({ ...c, address: e.target.value }))}
                  />
                )}
              </Stack>
            )}
            <Box
              sx={{
                position: { xs: "fixed", md: "static" },
                insetInline: { xs: 0, md: "auto" },
                bottom: { xs: 0, md: "auto" },
                zIndex: (theme) => theme.zIndex.appBar,
                p: { xs: 1, md: 0 },
                mt: { md: 2 },
                bgcolor: "background.paper",
                boxShadow: { xs: 4, md: 0 },
              }}
            >
              <Button
                fullWidth
                size="large"
                variant="contained"
                disabled={!canSend}
                onClick={() => void send()}
                data-testid="send-order"
              >
                {openOrder
                  ? translate("app.orderEntry.sendAddition", {
                      number: openOrder.number,
                      total: money(totals!.total),
                    })
                  : translate("app.orderEntry.send", { total: money(totals!.total) })}
              </Button>
            </Box>
          </Paper>
        </Box>
      )}
      {dialog && entry && (
        <LineDialog
          line={dialog.line}
          editing={dialog.editing}
          currency={entry.currency}
          onSave={saveLine}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
};

export default OrderEntryPage;
