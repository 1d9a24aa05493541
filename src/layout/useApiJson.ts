import { useEffect, useState } from "react";
import { apiJson } from "../dataProvider/httpClient";

export interface ApiJsonState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

interface ApiJsonOptions {
  /** Another value calls again with the same path. */
  reloadKey?: unknown;
  /** The shell only logs its failed calls (SPEC §8): what to say in the log. */
  failureMessage?: string;
}

/**
 * GET `path` (under /api/) whenever it or `reloadKey` changes; no call while `path` is undefined (the last
 * answer stays). A newer call cancels the one in flight, so an old answer never replaces a newer one.
 */
export function useApiJson<T>(path: string | undefined, options: ApiJsonOptions = {}): ApiJsonState<T> {
  const { reloadKey, failureMessage } = options;
  const [state, setState] = useState<ApiJsonState<T>>({ loading: path !== undefined });

  useEffect(() => {
    if (path === undefined) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    apiJson<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (failureMessage) console.warn(failureMessage, error);
        setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [path, reloadKey, failureMessage]);

  return state;
}
