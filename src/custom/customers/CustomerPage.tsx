import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  TextField,
  Typography,
} from "@mui/material";
import { Confirm, useCanAccess, useLocale, useNotify, useTranslate } from "react-admin";
import { Navigate, useNavigate, useParams } from "react-router-dom";
import { CUSTOMER_NOTE_MAX, CUSTOMER_TAGS, type CustomerTag } from "../../domain/constants";
import type { Locale } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { formatAmount, isolate } from "../../domain/money";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { CustomerDetail } from "../../dataProvider/methods/customers";
import { PageTitle } from "../../layout/PageTitle";
import { useDisplayDate } from "../../resources/shared/useDisplayDate";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { PATHS } from "../paths";
import { CustomerRecords } from "./CustomerRecords";
import { TagChips } from "./TagChips";

/** One figure: its label above, its value below. */
function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 130 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </Box>
  );
}

/** The note and tags form; `users` or `customers` (update) may save it, the server checks again. */
function NoteAndTags({ customer, onSaved }: { customer: CustomerDetail; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const { businessId } = useCurrentScope();
  const { canAccess: byCustomers } = useCanAccess({ resource: "customers", action: "edit" });
  const { canAccess: byUsers } = useCanAccess({ resource: "users", action: "edit" });
  const [note, setNote] = useState(customer.note);
  const [tags, setTags] = useState<CustomerTag[]>(customer.tags);
  useEffect(() => {
    setNote(customer.note);
    setTags(customer.tags);
  }, [customer]);
  const save = useMutation({
    mutationFn: () => dataProvider.updateCustomer({ businessId: businessId!, id: customer.id, note, tags }),
    onSuccess: () => {
      notify("app.customers.saved", { type: "info" });
      onSaved();
    },
    onError: notifyApiError,
  });
  const mayEdit = byCustomers === true || byUsers === true;
  const toggle = (tag: CustomerTag) =>
    setTags((now) => (now.includes(tag) ? now.filter((t) => t !== tag) : [...now, tag]));
  return (
    <Box component="form" onSubmit={(event) => (event.preventDefault(), save.mutate())}>
      <TextField
        label={translate("app.customers.fields.note")}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        disabled={!mayEdit}
        slotProps={{ htmlInput: { maxLength: CUSTOMER_NOTE_MAX } }}
      />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mt: 1 }}>
        {CUSTOMER_TAGS.map((tag) => (
          <FormControlLabel
            key={tag}
            control={
              <Checkbox checked={tags.includes(tag)} onChange={() => toggle(tag)} disabled={!mayEdit} />
            }
            label={translate(`app.customers.tags.${tag}`)}
          />
        ))}
        {mayEdit ? (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate("app.customers.save")}
          </Button>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate("app.customers.blockedHint")}
      </Typography>
    </Box>
  );
}

/**
 * /customers/:id (issue 50): a customer's figures, the names they gave, their favourite items, the note and tags,
 * and their orders and stays in the branches the user reads, each opening its record. Owners may forget them.
 */
export function CustomerPage() {
  const translate = useTranslate();
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const navigate = useNavigate();
  const displayDate = useDisplayDate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { business, businessId } = useCurrentScope();
  const id = Number(useParams().id);
  const { canAccess, isPending } = useCanAccess({ resource: "customers", action: "show" });
  const [forgetting, setForgetting] = useState(false);
  const queryKey = ["customers", businessId, "one", id];
  const { data, error } = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getCustomer({ businessId: businessId!, id, signal }),
    enabled: !!businessId && canAccess === true && Number.isInteger(id),
  });
  const forget = useMutation({
    mutationFn: () => dataProvider.forgetCustomer({ businessId: businessId!, id }),
    onSuccess: () => {
      notify("app.customers.forgotten", { type: "info" });
      void queryClient.invalidateQueries({ queryKey: ["customers", businessId] });
      navigate(PATHS.customers);
    },
    onError: notifyApiError,
  });

  if (isPending) return <LinearProgress />;
  if (!canAccess || !businessId) return <Navigate to={PATHS.overview} replace />;
  if (error) return <Alert severity="error">{translate("app.customers.loadFailed")}</Alert>;
  const customer = data?.data;
  if (!customer) return <LinearProgress />;
  const money = (amount: number) => formatAmount(amount, customer.currency, locale);
  const title = customer.name || translate("app.customers.unnamed");
  const isOwner = !!business?.is_owner;

  return (
    <Box sx={{ display: "grid", gap: 2, my: 2 }}>
      <PageTitle title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" dir="ltr" sx={{ textAlign: "start" }}>
            {isolate(customer.phone)}
          </Typography>
          <TagChips tags={customer.tags} />
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 2 }}>
            <Figure label={translate("app.customers.fields.orders")} value={customer.orders_count} />
            <Figure label={translate("app.customers.fields.stays")} value={customer.stays_count} />
            <Figure label={translate("app.customers.fields.spent")} value={money(customer.spent)} />
            <Figure
              label={translate("app.customers.fields.averageTicket")}
              value={money(customer.average_ticket)}
            />
            <Figure
              label={translate("app.customers.fields.outstanding")}
              value={money(customer.outstanding)}
            />
            <Figure
              label={translate("app.customers.fields.firstVisit")}
              value={customer.first_visit_at ? displayDate(customer.first_visit_at) : "—"}
            />
            <Figure
              label={translate("app.customers.fields.lastVisit")}
              value={customer.last_visit_at ? displayDate(customer.last_visit_at) : "—"}
            />
          </Box>
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{translate("app.customers.fields.names")}</Typography>
            <Typography>{customer.names.join(locale === "ar" ? "، " : ", ") || "—"}</Typography>
          </Box>
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{translate("app.customers.fields.favourites")}</Typography>
            <Typography>
              {customer.favourites.length
                ? customer.favourites
                    .map(
                      (f) =>
                        `${localizedName(f.locales, locale, `#${f.item_id}`)} ${translate("app.customers.quantity", { count: f.quantity })}`,
                    )
                    .join(locale === "ar" ? "، " : ", ")
                : translate("app.customers.noFavourites")}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <NoteAndTags customer={customer} onSaved={() => void queryClient.invalidateQueries({ queryKey })} />
        </CardContent>
      </Card>
      {customer.orders_count ? <CustomerRecords customerId={id} records="orders" /> : null}
      {customer.stays_count ? <CustomerRecords customerId={id} records="stays" /> : null}
      {isOwner ? (
        <Box>
          <Button color="error" onClick={() => setForgetting(true)}>
            {translate("app.customers.forget")}
          </Button>
        </Box>
      ) : null}
      <Confirm
        isOpen={forgetting}
        title="app.customers.forgetTitle"
        content="app.customers.forgetContent"
        translateOptions={{ name: title }}
        onConfirm={() => {
          setForgetting(false);
          forget.mutate();
        }}
        onClose={() => setForgetting(false)}
      />
    </Box>
  );
}
