import { useCallback, useEffect, useState } from "react";
import { apiJson, apiPost } from "../../dataProvider/httpClient";
import type { SettingsAnswer, SettingsSave } from "./settingsPayload";

export interface SettingsResource {
  /** Undefined while loading. */
  answer?: SettingsAnswer;
  loadError?: unknown;
  /** Saves some keys (and removes cleared ones) with the loaded `updated_at`; a newer save by someone else rejects with 409. */
  save: (changes: SettingsSave) => Promise<SettingsAnswer>;
}

/** One settings scope (business, branch, tablet, mobile or user preferences): load once, save keys. */
export function useSettingsResource(path: string | undefined): SettingsResource {
  const [answer, setAnswer] = useState<SettingsAnswer>();
  const [loadError, setLoadError] = useState<unknown>();
  useEffect(() => {
    if (!path) return;
    let current = true;
    setAnswer(undefined);
    apiJson<SettingsAnswer>(`${path}/`)
      .then((loaded) => current && setAnswer(loaded))
      .catch((error: unknown) => current && setLoadError(error));
    return () => {
      current = false;
    };
  }, [path]);
  const save = useCallback(
    async ({ settings, remove }: SettingsSave) => {
      if (!path) throw new Error("app.errors.unexpected");
      const body = { settings, ...(remove.length ? { remove } : {}), updated_at: answer?.updated_at ?? null };
      const saved = await apiPost<SettingsAnswer>(`${path}/set`, body);
      setAnswer(saved);
      return saved;
    },
    [path, answer?.updated_at],
  );
  return { answer, loadError, save };
}
