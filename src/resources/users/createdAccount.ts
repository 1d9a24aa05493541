import { useSyncExternalStore } from "react";
import type { InvitationSent } from "../../dataProvider/methods/users";

// The invitation just sent (adding a staff member, or resending), kept in memory only: its one-time link is shown
// once, on the users list, and is gone after closing the dialog or reloading the page (the server keeps only a
// hash of it; "Resend" makes a new one).

export interface CreatedAccount {
  name: string;
  email: string;
  /** "email": the person was mailed; "link": the inviter hands `link` over (the server's `delivery`). */
  delivery: InvitationSent["delivery"];
  link?: string;
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
