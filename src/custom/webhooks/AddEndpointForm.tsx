import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Stack, TextField } from "@mui/material";
import { useNotify, useTranslate } from "react-admin";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { WebhookEvent } from "../../domain/constants";
import { EventChoices } from "./EventChoices";
import { webhooksKey } from "./webhookKeys";

/** Adds an endpoint; its secret is shown once it is made, to be copied into the other system. */
export function AddEndpointForm({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["order.created", "order.updated"]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string>();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.createWebhook({ businessId, input: { url, events } }),
    onSuccess: (endpoint) => {
      setErrors({});
      setUrl("");
      setSecret(endpoint.secret);
      notify("app.webhooks.created", { type: "success" });
      void queryClient.invalidateQueries({ queryKey: webhooksKey(businessId) });
    },
    onError: (error) => {
      setErrors(fieldErrorsOf(error));
      notifyApiError(error);
    },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        mutate();
      }}
    >
      <TextField
        label={translate("app.webhooks.url")}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        required
        type="url"
        inputProps={{ dir: "ltr" }}
        error={!!errors.url}
        helperText={errors.url ?? translate("app.webhooks.urlHint")}
      />
      <EventChoices value={events} onChange={setEvents} error={errors.events} />
      <div>
        <Button type="submit" variant="contained" disabled={isPending || !url || !events.length}>
          {translate("app.webhooks.add")}
        </Button>
      </div>
      {secret ? (
        <Alert severity="info" onClose={() => setSecret(undefined)}>
          {translate("app.webhooks.secret")}: <code dir="ltr">{secret}</code>
        </Alert>
      ) : null}
    </Stack>
  );
}
