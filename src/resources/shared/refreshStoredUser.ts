import { useCallback } from "react";
import { storeUser } from "../../authProvider/session";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";

/**
 * Reloads the signed-in user (`users/info`) after a business, branch or menu is created or deleted: the stored
 * user lists them, and the selectors and permission checks read it. A failure keeps the old copy (the next page
 * load refreshes it anyway), except a 401, which ends the session like any call of the dataProvider.
 */
export function useRefreshStoredUser(): () => Promise<void> {
  const dataProvider = useAppDataProvider();
  return useCallback(async () => {
    try {
      const { data } = await dataProvider.getCurrentUser();
      // After a 401 the dataProvider answers an empty record: the session is over, nothing to store.
      if (data?.id !== undefined) storeUser(data);
    } catch {
      // Kept as it was.
    }
  }, [dataProvider]);
}
