import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from "@mui/material";
import { Confirm, useNotify, useTranslate } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import type { WebhookEndpoint, WebhookEndpointInput } from "../../dataProvider/methods/webhooks";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { DeliveryLog } from "./DeliveryLog";
import { webhooksKey } from "./webhookKeys";

/** One endpoint: its address and events, the enabled switch, its secret (shown on request, rotatable), its log. */
export function EndpointCard({ businessId, endpoint }: { businessId: number; endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string>();
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey(businessId) });
  const id = endpoint.id;

  const update = useMutation({
    mutationFn: (input: WebhookEndpointInput) => dataProvider.updateWebhook({ businessId, id, input }),
    onSuccess: () => {
      notify("app.webhooks.updated", { type: "success" });
      void refresh();
    },
    onError: notifyApiError,
  });
  const reveal = useMutation({
    mutationFn: () => dataProvider.getWebhook({ businessId, id }),
    onSuccess: (read) => setSecret(read.secret),
    onError: notifyApiError,
  });
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateWebhookSecret({ businessId, id }),
    onSuccess: (read) => {
      setSecret(read.secret);
      notify("app.webhooks.rotated", { type: "info" });
      void refresh();
    },
    onError: notifyApiError,
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteWebhook({ businessId, id }),
    onSuccess: () => {
      notify("app.webhooks.deleted", { type: "info" });
      void refresh();
    },
    onError: notifyApiError,
  });

  return (
    <Card component="section" aria-label={endpoint.url}>
      <CardContent>
        <Stack spacing={1}>
          <Typography
            variant="subtitle1"
            component="h2"
            dir="ltr"
            sx={{ wordBreak: "break-all", textAlign: "start" }}
          >
            {endpoint.url}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
            {endpoint.events.map((event) => (
              <Chip key={event} size="small" label={translate(`app.webhooks.eventNames.${event}`)} />
            ))}
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={endpoint.enabled}
                disabled={update.isPending}
                onChange={(_, enabled) => update.mutate({ enabled })}
              />
            }
            label={translate("app.webhooks.enabled")}
          />
          <Typography variant="body2">
            {translate("app.webhooks.secret")}:{" "}
            {secret ? (
              <code dir="ltr">{secret}</code>
            ) : (
              translate("app.webhooks.secretHint", { hint: endpoint.secret_hint })
            )}
          </Typography>
          {endpoint.last_status ? (
            <Typography variant="body2" color="text.secondary">
              {translate("app.webhooks.lastStatus")}:{" "}
              {translate(`app.webhooks.status.${endpoint.last_status}`)}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: "wrap" }}>
        {!secret ? (
          <Button onClick={() => reveal.mutate()} disabled={reveal.isPending}>
            {translate("app.webhooks.showSecret")}
          </Button>
        ) : null}
        <Button onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          {translate("app.webhooks.rotate")}
        </Button>
        <Button onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
          {translate(showLog ? "app.webhooks.hideLog" : "app.webhooks.log")}
        </Button>
        <Button color="error" onClick={() => setConfirmDelete(true)}>
          {translate("app.webhooks.delete")}
        </Button>
      </CardActions>
      {showLog ? <DeliveryLog businessId={businessId} endpointId={id} /> : null}
      <Confirm
        isOpen={confirmDelete}
        title="app.webhooks.delete"
        content="app.webhooks.deleteConfirm"
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate();
        }}
        onClose={() => setConfirmDelete(false)}
      />
    </Card>
  );
}
