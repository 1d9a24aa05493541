import { useCallback, useState } from "react";

export type RegisterStep = 1 | 2 | 3;

/** Where the user is in the three registration steps, with what the later steps need. */
export interface RegisterProgress {
  step: RegisterStep;
  email: string;
  code: string;
}

// Kept in the tab's session storage: switching language re-mounts the page and must not restart the wizard.
const PROGRESS_KEY = "registerProgress";
export const REGISTER_START: RegisterProgress = { step: 1, email: "", code: "" };

function readProgress(): RegisterProgress {
  try {
    const saved = JSON.parse(
      window.sessionStorage.getItem(PROGRESS_KEY) ?? "null",
    ) as RegisterProgress | null;
    if (saved && [1, 2, 3].includes(saved.step) && typeof saved.email === "string") return saved;
  } catch {
    // Unreadable progress: start over.
  }
  return REGISTER_START;
}

export function useRegisterProgress() {
  const [progress, setProgress] = useState(readProgress);
  const saveProgress = useCallback((next: RegisterProgress) => {
    window.sessionStorage.setItem(PROGRESS_KEY, JSON.stringify(next));
    setProgress(next);
  }, []);
  return [progress, saveProgress] as const;
}

export const clearRegisterProgress = (): void => window.sessionStorage.removeItem(PROGRESS_KEY);
