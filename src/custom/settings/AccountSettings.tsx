import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert, LinearProgress } from "@mui/material";
import {
  BooleanInput,
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from "react-admin";
import type { FieldValues } from "react-hook-form";
import { getStoredUser } from "../../authProvider/session";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import type { SettingsScope } from "../../dataProvider/methods/settings";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { MediaUploadInput } from "../../resources/shared/MediaUploadInput";
import { useRefreshStoredUser } from "../../resources/shared/refreshStoredUser";
import { LogoutEverywhere, PendingInvitations } from "./AccountAccess";
import { accountRules, toProfilePayload, type AccountValues } from "./accountRules";
import { Section } from "./Section";
import { LIVE_PREFERENCES_EVENT } from "../../live/liveEvents";
import { toSettingEntries } from "./settingsPayload";
import { SaveToolbar } from "../../resources/shared/SaveToolbar";

const PREFERENCE_KEYS = ["ReceiveOrderNotifications"] as const;

/** Account Settings (SPEC §2): the signed-in user's profile and their order-notification preference. */
export function AccountSettings() {
  const refreshStoredUser = useRefreshStoredUser();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const dataProvider = useAppDataProvider();
  const userId = getStoredUser()?.id;
  const scope: SettingsScope | undefined = userId ? { kind: "user", userId } : undefined;
  // Saving draws the form again from what the server then answers.
  const [version, setVersion] = useState(0);
  const profile = useQuery({
    queryKey: ["profile", userId ?? null],
    queryFn: ({ signal }) => dataProvider.getProfile({ signal }),
    enabled: scope !== undefined,
    ...QUERY_DEFAULTS,
  });
  const preferences = useQuery({
    queryKey: QUERY_KEYS.settings(scope),
    queryFn: ({ signal }) => dataProvider.getSettings({ scope: scope!, signal }),
    enabled: scope !== undefined,
    ...QUERY_DEFAULTS,
  });
  const values = useMemo((): FieldValues | undefined => {
    const person = profile.data?.data;
    const entries = preferences.data?.data;
    if (!person || !Array.isArray(entries)) return undefined;
    const preferenceValues = Object.fromEntries(entries.map(({ key, data }) => [key, data]));
    return {
      ...preferenceValues,
      name: person.name,
      email: person.email,
      phone: person.phone ?? "",
      media: person.media,
      password: "",
      password_confirmation: "",
    };
  }, [profile.data, preferences.data]);

  if (profile.error || preferences.error)
    return <Alert severity="error">{translate("app.settings.loadFailed")}</Alert>;
  if (!values || !scope) return <LinearProgress aria-label={translate("ra.page.loading")} />;

  const submit = async (submitted: FieldValues) => {
    try {
      await dataProvider.saveProfile({ data: toProfilePayload(submitted as AccountValues) });
      await dataProvider.saveSettings({
        scope,
        settings: toSettingEntries(submitted, PREFERENCE_KEYS),
        updatedAt: preferences.data?.updated_at ?? null,
      });
      await refreshStoredUser();
      // The order alarm follows the preference at once, without a reload.
      window.dispatchEvent(new CustomEvent(LIVE_PREFERENCES_EVENT));
      notify("app.settings.notices.updated", { type: "success" });
      await Promise.all([profile.refetch(), preferences.refetch()]);
      setVersion((n) => n + 1);
      return undefined;
    } catch (error) {
      notifyApiError(error);
      return fieldErrorsOf(error);
    }
  };

  return (
    <>
      <Form key={version} defaultValues={values} onSubmit={submit} noValidate>
        <Section title="app.settings.sections.account">
          <TextInput
            source="name"
            label="app.settings.account.name"
            validate={accountRules.name}
            sx={{ minWidth: 280 }}
          />
          <TextInput
            source="email"
            label="app.settings.account.email"
            validate={accountRules.email}
            sx={{ minWidth: 280 }}
          />
          <TextInput
            source="phone"
            label="app.settings.account.phone"
            type="tel"
            // Required once the account has one (SPEC §5); an account made without a phone may save without it.
            validate={values.phone ? accountRules.phone : undefined}
            sx={{ minWidth: 280 }}
          />
          <MediaUploadInput source="photo" previewSource="media" label="app.settings.account.photo" />
          <PasswordInput
            source="password"
            label="app.settings.account.password"
            validate={accountRules.password}
            autoComplete="new-password"
          />
          <PasswordInput
            source="password_confirmation"
            label="app.settings.account.passwordConfirmation"
            validate={accountRules.passwordConfirmation}
            autoComplete="new-password"
          />
        </Section>
        <Section title="app.settings.sections.preferences">
          <BooleanInput
            source="ReceiveOrderNotifications"
            label="app.settings.fields.ReceiveOrderNotifications"
            helperText="app.live.preferenceHelp"
          />
        </Section>
        <SaveToolbar>
          <SaveButton label="app.settings.submit" />
        </SaveToolbar>
      </Form>
      <PendingInvitations />
      <LogoutEverywhere />
    </>
  );
}
