import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AdminContext } from "react-admin";
import { createI18nProvider, provideCatalogue } from "../i18n";
import { englishCatalogue } from "../i18n/english";
import { LocalesMenuButton, UserMenu } from "./appBarDefaultsOnDemand";

vi.setConfig({ testTimeout: 30_000 });
provideCatalogue("en", englishCatalogue);

// Signed in, with no name to show: react-admin's menu is its profile button.
const authProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  getIdentity: async () => ({ id: 1 }),
};

// The build gives react-admin's AppBar these defaults instead of its own (scripts/stand-ins-plugin.ts): a bar
// that falls back to them still gets react-admin's user menu and language button, fetched when drawn.

describe("the AppBar's defaults fetched on demand", () => {
  it("draw react-admin's language button and user menu", async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider("en")} authProvider={authProvider}>
        <LocalesMenuButton />
        <UserMenu />
      </AdminContext>,
    );
    // The language button shows the current language's name.
    const languages = (await screen.findByTestId("TranslateIcon")).closest("button");
    expect(languages).toHaveTextContent("English");
    expect(await screen.findByRole("button", { name: "Profile" })).toBeInTheDocument();
  });
});
