import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  Button,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { Locale } from "../../domain/constants";
import { formatNotificationDateTime } from "../../layout/notifications/notificationTime";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { deliveriesKey } from "./webhookKeys";

/** An endpoint's latest deliveries, newest first, each attempt on a line of its own, with "Resend". */
export function DeliveryLog({ businessId, endpointId }: { businessId: number; endpointId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [locale] = useLocaleState();
  const timeZone = useBusinessTimeZone();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const key = deliveriesKey(businessId, endpointId, 1);
  const { data, isPending } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.getWebhookDeliveries({ businessId, id: endpointId, signal }),
  });
  const resend = useMutation({
    mutationFn: (deliveryId: number) =>
      dataProvider.resendWebhookDelivery({ businessId, id: endpointId, deliveryId }),
    onSuccess: () => {
      notify("app.webhooks.resent", { type: "info" });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: notifyApiError,
  });
  const time = (iso: string) => formatNotificationDateTime(iso, timeZone, locale as Locale);

  if (isPending) return <LinearProgress aria-label={translate("ra.page.loading")} />;
  return (
    <CardContent>
      <Typography variant="subtitle2" component="h3">
        {translate("app.webhooks.log")}
      </Typography>
      {!data?.data.length ? (
        <Typography color="text.secondary">{translate("app.webhooks.noDeliveries")}</Typography>
      ) : (
        <Table size="small" aria-label={translate("app.webhooks.log")}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("app.webhooks.columns.event")}</TableCell>
              <TableCell>{translate("app.webhooks.columns.time")}</TableCell>
              <TableCell>{translate("app.webhooks.columns.status")}</TableCell>
              <TableCell>{translate("app.webhooks.columns.response")}</TableCell>
              <TableCell>{translate("app.webhooks.columns.error")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.flatMap((delivery) => [
              <TableRow key={delivery.id}>
                <TableCell>{translate(`app.webhooks.eventNames.${delivery.event}`)}</TableCell>
                <TableCell>{time(delivery.created_at)}</TableCell>
                <TableCell>{translate(`app.webhooks.status.${delivery.status}`)}</TableCell>
                <TableCell>{delivery.last_response_code ?? "—"}</TableCell>
                <TableCell dir="ltr">{delivery.last_error ?? ""}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => resend.mutate(delivery.id)} disabled={resend.isPending}>
                    {translate("app.webhooks.resend")}
                  </Button>
                </TableCell>
              </TableRow>,
              ...delivery.attempt_log.map((attempt, index) => (
                <TableRow key={`${delivery.id}-${index}`} sx={{ "& td": { color: "text.secondary" } }}>
                  <TableCell sx={{ ps: 4 }}>#{index + 1}</TableCell>
                  <TableCell>{time(attempt.attempted_at)}</TableCell>
                  <TableCell>
                    {translate(attempt.ok ? "app.webhooks.attemptOk" : "app.webhooks.attemptFailed")}
                  </TableCell>
                  <TableCell>{attempt.response_code ?? "—"}</TableCell>
                  <TableCell dir="ltr">{attempt.error ?? ""}</TableCell>
                  <TableCell />
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      )}
    </CardContent>
  );
}
