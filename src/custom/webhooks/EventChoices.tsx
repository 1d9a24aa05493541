import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from "@mui/material";
import { useTranslate } from "react-admin";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../domain/constants";

/** The events an endpoint subscribes to, one checkbox each. */
export function EventChoices({
  value,
  onChange,
  error,
}: {
  value: readonly WebhookEvent[];
  onChange: (events: WebhookEvent[]) => void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <FormControl error={!!error} component="fieldset" variant="standard">
      <FormLabel component="legend">{translate("app.webhooks.events")}</FormLabel>
      <FormGroup row>
        {WEBHOOK_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            control={
              <Checkbox
                checked={value.includes(event)}
                onChange={(_, checked) =>
                  onChange(checked ? [...value, event] : value.filter((chosen) => chosen !== event))
                }
              />
            }
            label={translate(`app.webhooks.eventNames.${event}`)}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
