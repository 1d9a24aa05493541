// The phone's storage for the customer pages, under one prefix. A browser that refuses storage (private mode, full)
// still shows the menu and takes the order: the cart then lives as long as the page.

const PREFIX = "storefront.";

export function readStored<T>(key: string, valid: (value: unknown) => value is T): T | undefined {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage refused: the value lives in the page only.
  }
}
