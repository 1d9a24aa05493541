import { useCallback, useSyncExternalStore } from "react";
import { EMPTY_CART, loadCart, saveCart, type Cart } from "./cart";

// One cart per branch, shared by the menu, the item sheet and the checkout, written to the phone's storage on every
// change (cart.ts). Another tab's change is picked up through the storage event.

const carts = new Map<string, Cart>();
const listeners = new Set<() => void>();

const cartOf = (slug: string) => {
  let cart = carts.get(slug);
  if (!cart) carts.set(slug, (cart = loadCart(slug)));
  return cart;
};

export function updateCart(slug: string, change: (cart: Cart) => Cart): Cart {
  const next = change(cartOf(slug));
  carts.set(slug, next);
  saveCart(slug, next);
  listeners.forEach((listener) => listener());
  return next;
}

export const clearCart = (slug: string) => updateCart(slug, () => EMPTY_CART);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (!event.key?.startsWith("storefront.cart.")) return;
    carts.clear();
    listener();
  };
  window.addEventListener("storage", fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", fromOtherTab);
  };
};

export function useCart(slug: string): [Cart, (change: (cart: Cart) => Cart) => Cart] {
  const cart = useSyncExternalStore(subscribe, () => cartOf(slug));
  const update = useCallback((change: (cart: Cart) => Cart) => updateCart(slug, change), [slug]);
  return [cart, update];
}
