import { useSyncExternalStore } from "react";

// What the owner must be told about the staff member just added, kept in memory only: the generated password is
// shown once, on the users list the form returns to, and is gone after closing the dialog or reloading the page.

export interface CreatedAccount {
  name: string;
  email: string;
  /** "email": the person was mailed; "password": the owner passes the password on (POST users `delivery`). */
  delivery: "email" | "password";
  /** The password the dashboard generated, when the owner typed none. */
  generatedPassword?: string;
}

let current: CreatedAccount | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function announceCreatedAccount(account: CreatedAccount): void {
  current = account;
  emit();
}

export function dismissCreatedAccount(): void {
  current = undefined;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCreatedAccount = (): CreatedAccount | undefined =>
  useSyncExternalStore(subscribe, () => current);
