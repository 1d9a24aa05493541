import { AppBar as RaAppBar, LoadingIndicator, Logout, UserMenu } from "react-admin";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";

// The full top bar (search, QR menus, notifications, business selector) comes with the shell.
export const AppBar = () => (
  <RaAppBar
    color="primary"
    toolbar={
      <>
        <LanguageSwitcher />
        <LoadingIndicator />
      </>
    }
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
  />
);
