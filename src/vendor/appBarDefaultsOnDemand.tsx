import { lazy, Suspense, type ComponentType } from "react";

// Stands in for the defaults of react-admin's AppBar (see scripts/stand-ins-plugin.ts): its user menu and its
// toolbar's language and theme buttons, which the AppBar imports for a bar given no user menu or toolbar of its
// own. The dashboard's top bar gives both (layout/AppBar.tsx), so they are fetched only if a bar ever falls back to
// them (about 1.5 KB gzip on every signed-in page).

type UserMenuModule = typeof import("../../node_modules/ra-ui-materialui/dist/layout/UserMenu.js");
type ButtonsModule = typeof import("../../node_modules/ra-ui-materialui/dist/button/LocalesMenuButton.js");

/** A component of react-admin's, fetched when first drawn. */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const UserMenu = onDemand<Parameters<UserMenuModule["UserMenu"]>[0]>(() =>
  import("../../node_modules/ra-ui-materialui/dist/layout/UserMenu.js").then((m) => m.UserMenu),
);
export const LocalesMenuButton = onDemand<Parameters<ButtonsModule["LocalesMenuButton"]>[0]>(() =>
  import("../../node_modules/ra-ui-materialui/dist/button/LocalesMenuButton.js").then(
    (m) => m.LocalesMenuButton,
  ),
);
export const ToggleThemeButton = onDemand<object>(() =>
  import("../../node_modules/ra-ui-materialui/dist/button/ToggleThemeButton.js").then(
    (m) => m.ToggleThemeButton,
  ),
);
