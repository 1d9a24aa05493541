// Stands in for react-hotkeys-hook (see vite.config.ts), which react-admin loads for one feature: keyboard
// shortcuts on sidebar links (MenuItemLink's `keyboardShortcut`). The dashboard gives its links none, and the
// library was 2 KB gzip on every signed-in page. A link given one warns here instead of silently doing nothing.

interface HotkeyOptions {
  enabled?: boolean;
}

export function useHotkeys(keys: string | readonly string[], _callback: unknown, options?: HotkeyOptions): void {
  if (options?.enabled === false || keys.length === 0) return;
  console.warn(`Keyboard shortcut ${String(keys)} ignored: the build replaces react-hotkeys-hook (vite.config.ts)`);
}
