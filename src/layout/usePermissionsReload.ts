import { useEffect, useState } from "react";
import { useRefresh } from "react-admin";
import { storeUser } from "../authProvider/session";
import { useAppDataProvider } from "../dataProvider/useAppDataProvider";

/** Screens that change the signed-in user's permissions announce it with this window event (SPEC §6). */
export const PERMISSIONS_UPDATED_EVENT = "permissionsUpdated";

/**
 * Reloads the signed-in user on every permissionsUpdated event: the stored user is replaced, and the shell (whose
 * version changes) and every page (whose queries are refreshed) are drawn again with the new permissions.
 */
export function usePermissionsReload(): number {
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const reload = () =>
      dataProvider.getCurrentUser().then(
        ({ data }) => {
          // After a 401 the dataProvider answers an empty record: the session is over.
          if (data?.id === undefined) return;
          storeUser(data);
          setVersion((value) => value + 1);
          refresh();
        },
        (error: unknown) => console.warn("The permissions could not be reloaded", error),
      );
    window.addEventListener(PERMISSIONS_UPDATED_EVENT, reload);
    return () => window.removeEventListener(PERMISSIONS_UPDATED_EVENT, reload);
  }, [refresh, dataProvider]);

  return version;
}
