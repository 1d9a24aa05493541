import type { ResourceDeclaration } from "../../domain/resources";
import { useRefreshStoredUser } from "../shared/refreshStoredUser";

/**
 * What a save or delete of the resource runs after it: a reload of the signed-in user when the session lists its
 * records (`inSession`: the menu and branch pickers), else nothing.
 */
export function useSessionRefresh(declaration: ResourceDeclaration): (() => Promise<void>) | undefined {
  const refreshStoredUser = useRefreshStoredUser();
  return declaration.inSession ? refreshStoredUser : undefined;
}
