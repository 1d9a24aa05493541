import { storeUser } from "../../authProvider/session";
import type { CurrentUser } from "../../authProvider/types";
import { apiJson } from "../../dataProvider/httpClient";

/**
 * Reloads the signed-in user (`users/info`) after a business, branch or menu is created or deleted: the stored
 * user lists them, and the selectors and permission checks read it. A failure keeps the old copy.
 */
export async function refreshStoredUser(): Promise<void> {
  try {
    const { data } = await apiJson<{ data: CurrentUser }>("users/info");
    storeUser(data);
  } catch {
    // The next page load refreshes it anyway.
  }
}
