import { useEffect, useState } from "react";
import { Alert, LinearProgress } from "@mui/material";
import { BooleanInput, Form, PasswordInput, SaveButton, TextInput, Toolbar, useNotify, useTranslate } from "react-admin";
import type { FieldValues } from "react-hook-form";
import { getStoredUser } from "../../authProvider/session";
import { apiJson, apiPost } from "../../dataProvider/httpClient";
import { fieldErrorsOf, useNotifyApiError } from "../../dataProvider/errorMessages";
import { MediaUploadInput, type MediaPreview } from "../../resources/shared/MediaUploadInput";
import { refreshStoredUser } from "../../resources/shared/refreshStoredUser";
import { LogoutEverywhere, PendingInvitations } from "./AccountAccess";
import { accountRules, toProfilePayload, type AccountValues } from "./accountRules";
import { Section } from "./Section";
import { LIVE_PREFERENCES_EVENT } from "../../live/liveEvents";
import { PROFILE_PATH, userSettingsPath } from "./settingsPaths";
import { toSettingEntries, type SettingsAnswer } from "./settingsPayload";

const PREFERENCE_KEYS = ["ReceiveOrderNotifications"] as const;

interface Profile {
  name: string;
  email: string;
  phone: string | null;
  media: MediaPreview | null;
}

/** Account Settings (SPEC §2): the signed-in user's profile and their order-notification preference. */
export function AccountSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const userId = getStoredUser()?.id;
  const [loaded, setLoaded] = useState<{ values: FieldValues; preferencesAt: string | null }>();
  const [loadError, setLoadError] = useState<unknown>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    Promise.all([apiJson<{ data: Profile }>(PROFILE_PATH), apiJson<SettingsAnswer>(`${userSettingsPath(userId)}/`)])
      .then(([{ data: profile }, preferences]) => {
        if (!current) return;
        const preferenceValues = Object.fromEntries(preferences.data.map(({ key, data }) => [key, data]));
        setLoaded({
          values: { ...preferenceValues, name: profile.name, email: profile.email, phone: profile.phone ?? "", media: profile.media, password: "", password_confirmation: "" },
          preferencesAt: preferences.updated_at,
        });
      })
      .catch((error: unknown) => current && setLoadError(error));
    return () => {
      current = false;
    };
  }, [userId, version]);

  if (loadError) return <Alert severity="error">{translate("app.settings.loadFailed")}</Alert>;
  if (!loaded || !userId) return <LinearProgress aria-label={translate("ra.page.loading")} />;

  const submit = async (values: FieldValues) => {
    try {
      await apiPost(PROFILE_PATH, toProfilePayload(values as AccountValues));
      await apiPost(`${userSettingsPath(userId)}/set`, {
        settings: toSettingEntries(values, PREFERENCE_KEYS),
        updated_at: loaded.preferencesAt,
      });
      await refreshStoredUser();
      // The order alarm follows the preference at once, without a reload.
      window.dispatchEvent(new CustomEvent(LIVE_PREFERENCES_EVENT));
      notify("app.settings.notices.updated", { type: "success" });
      setVersion((n) => n + 1);
      return undefined;
    } catch (error) {
      notifyApiError(error);
      return fieldErrorsOf(error);
    }
  };

  return (
    <>
    <Form key={version} defaultValues={loaded.values} onSubmit={submit} noValidate>
      <Section title="app.settings.sections.account">
        <TextInput source="name" label="app.settings.account.name" validate={accountRules.name} sx={{ minWidth: 280 }} />
        <TextInput source="email" label="app.settings.account.email" validate={accountRules.email} sx={{ minWidth: 280 }} />
        <TextInput source="phone" label="app.settings.account.phone" type="tel" validate={accountRules.phone} sx={{ minWidth: 280 }} />
        <MediaUploadInput source="photo" previewSource="media" label="app.settings.account.photo" />
        <PasswordInput source="password" label="app.settings.account.password" validate={accountRules.password} autoComplete="new-password" />
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
      <Toolbar>
        <SaveButton label="app.settings.submit" />
      </Toolbar>
    </Form>
    <PendingInvitations />
    <LogoutEverywhere />
    </>
  );
}
