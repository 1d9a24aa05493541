import { useCallback, useEffect, useState } from "react";
import { apiJson } from "../../dataProvider/httpClient";
import { useLocaleState } from "react-admin";

export interface ApiQuery<T> {
  data?: T;
  error?: unknown;
  isPending: boolean;
  refetch: () => void;
}

/**
 * GET a path of the API that is no react-admin resource (order statuses, settings, reports) and keep the
 * answer; `null` waits (e.g. until a branch is chosen). A new path, a refetch or a language change asks again.
 */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const [state, setState] = useState<{ path: string | null; data?: T; error?: unknown; done: boolean }>({
    path: null,
    done: false,
  });
  const [version, setVersion] = useState(0);
  // The server answers in the current language (`locale` header).
  const [locale] = useLocaleState();

  useEffect(() => {
    if (!path) return;
    let active = true;
    apiJson<T>(path).then(
      (data) => active && setState({ path, data, done: true }),
      (error: unknown) => active && setState({ path, error, done: true }),
    );
    return () => {
      active = false;
    };
  }, [path, version, locale]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const current = state.path === path;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isPending: !!path && !(current && state.done),
    refetch,
  };
}
