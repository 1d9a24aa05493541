import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Card, CardContent, LinearProgress, Tab, Tabs } from "@mui/material";
import { Form, SaveButton, TextInput, useCanAccess, useNotify, useTranslate } from "react-admin";
import { PageTitle } from "../../layout/PageTitle";
import type { FieldValues } from "react-hook-form";
import { Navigate } from "react-router-dom";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import { DAY_START_HOUR_MAX, KITCHEN_MINUTES_MAX } from "../../domain/constants";
import { StationsInput } from "./StationsInput";
import { PATHS } from "../paths";
import { Section } from "../settings/Section";
import { settingsFieldErrors } from "../settings/settingsPayload";
import { PUSH_KEYS, toConfigurations, toConfigurationValues } from "./configurationValues";
import { MarginInput } from "./MarginInput";
import { TimeZoneInput } from "./TimeZoneInput";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import { SaveToolbar } from "../../resources/shared/SaveToolbar";

export const CONFIGURATIONS_PATH = "/configurations";

/** /configurations (owners only): one tab, Business Configurations (SPEC §2, §3). */
export function ConfigurationsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { businessId } = useCurrentScope();
  const { canAccess: isOwner, isPending: accessPending } = useCanAccess({
    resource: "configurations",
    action: "edit",
  });
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  // Shared with the readers of the time zone and check times, which a save updates at once.
  const queryKey = QUERY_KEYS.configuration(businessId);
  const { data: answer, error: loadError } = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getConfiguration({ businessId: businessId!, signal }),
    enabled: !!businessId && isOwner === true,
    ...QUERY_DEFAULTS,
  });
  const { mutateAsync: saveConfiguration } = useMutation({
    mutationFn: (values: FieldValues) =>
      dataProvider.saveConfiguration({
        businessId: businessId!,
        configurations: toConfigurations(values),
        updatedAt: answer?.updated_at ?? null,
      }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });

  if (accessPending) return <LinearProgress />;
  if (!isOwner || !businessId) return <Navigate to={PATHS.overview} replace />;

  const submit = async (values: FieldValues) => {
    try {
      await saveConfiguration(values);
      notify("app.settings.notices.updated", { type: "success" });
      return undefined;
    } catch (error) {
      notifyApiError(error);
      return settingsFieldErrors(fieldErrorsOf(error), "configurations.");
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={translate("app.configurations.title")} />
      <Tabs value="BusinessConfigurations">
        <Tab value="BusinessConfigurations" label={translate("app.configurations.tab")} />
      </Tabs>
      <CardContent>
        {loadError ? (
          <Alert severity="error">{translate("app.settings.loadFailed")}</Alert>
        ) : !answer ? (
          <LinearProgress aria-label={translate("ra.page.loading")} />
        ) : (
          <Form
            key={answer.updated_at ?? "new"}
            defaultValues={toConfigurationValues(answer)}
            onSubmit={submit}
            noValidate
          >
            <Section title="app.configurations.sections.reservations">
              <TimeZoneInput source="timezone" label="app.configurations.fields.timezone" />
              <MarginInput />
              <TextInput source="check_in_at" label="app.configurations.fields.check_in_at" type="time" />
              <TextInput source="check_out_at" label="app.configurations.fields.check_out_at" type="time" />
            </Section>
            <Section title="app.configurations.sections.kitchen">
              {(["kitchen_amber_minutes", "kitchen_red_minutes"] as const).map((key) => (
                <TextInput
                  key={key}
                  source={key}
                  label={`app.configurations.fields.${key}`}
                  type="number"
                  slotProps={{ htmlInput: { min: 1, max: KITCHEN_MINUTES_MAX, step: 1 } }}
                  helperText="app.configurations.kitchenHelp"
                />
              ))}
              <StationsInput source="kitchen_stations" />
            </Section>
            <Section title="app.configurations.sections.dayReport">
              <TextInput
                source="day_start_hour"
                label="app.configurations.fields.day_start_hour"
                type="number"
                slotProps={{ htmlInput: { min: 0, max: DAY_START_HOUR_MAX, step: 1 } }}
                helperText="app.configurations.dayStartHelp"
              />
            </Section>
            <Section title="app.configurations.sections.push">
              {PUSH_KEYS.map((key) => (
                <TextInput
                  key={key}
                  source={key}
                  label={`app.configurations.fields.${key}`}
                  sx={{ minWidth: 320 }}
                />
              ))}
            </Section>
            <SaveToolbar>
              <SaveButton label="app.settings.submit" />
            </SaveToolbar>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
