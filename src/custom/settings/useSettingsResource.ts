import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingsScope } from "../../dataProvider/methods/settings";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { SettingsAnswer, SettingsSave } from "./settingsPayload";

export interface SettingsResource {
  /** Undefined while loading. */
  answer?: SettingsAnswer;
  loadError?: unknown;
  /** Saves some keys (and removes cleared ones) with the loaded `updated_at`; a newer save by someone else rejects with 409. */
  save: (changes: SettingsSave) => Promise<SettingsAnswer>;
}

/**
 * One settings scope (business, branch, tablet, mobile or user preferences): read, and saved by keys. A save
 * replaces the answer every reader of the scope shares (the banner, the colours, the time zone).
 */
export function useSettingsResource(scope: SettingsScope | undefined): SettingsResource {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const queryKey = QUERY_KEYS.settings(scope);
  const { data, error } = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.getSettings({ scope: scope!, signal }),
    enabled: scope !== undefined,
    ...QUERY_DEFAULTS,
  });
  const { mutateAsync } = useMutation({
    mutationFn: ({ settings, remove }: SettingsSave) => {
      if (!scope) throw new Error("app.errors.unexpected");
      return dataProvider.saveSettings({ scope, settings, remove, updatedAt: data?.updated_at ?? null });
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  return { answer: data, loadError: error ?? undefined, save: mutateAsync };
}
