import { useEffect, useState } from "react";
import { QR_AUTO_GENERATE_MS } from "../../domain/constants";

/**
 * The branch a QR dropdown shows: the chosen one, else — from QR_AUTO_GENERATE_MS after load on — the first
 * branch of the business (SPEC §2). A choice from another business no longer counts.
 */
export function useQrBranch(branchIds: readonly number[], chosen: number | undefined): number | undefined {
  const [autoReady, setAutoReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAutoReady(true), QR_AUTO_GENERATE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (chosen !== undefined && branchIds.includes(chosen)) return chosen;
  return autoReady ? branchIds[0] : undefined;
}
