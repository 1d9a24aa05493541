import type { ReactNode } from "react";
import type { ResourceDeclaration } from "../../domain/resources";
import { useErrorDialog } from "../shared/ErrorDialog";

/**
 * Where a failed save or delete of a declared resource's form is told: in an error dialog for a declaration that
 * asks for one (SPEC §8 holidays), else the forms' own way (`onFailure` undefined: under the fields, in a notice).
 */
export function useDeclaredFailures(declaration: ResourceDeclaration): {
  dialog: ReactNode;
  onFailure?: (error: unknown) => void;
} {
  const { dialog, showError } = useErrorDialog();
  return declaration.errorDialog ? { dialog, onFailure: showError } : { dialog: null };
}
