import { useState } from "react";
import { Popover, Stack } from "@mui/material";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import { useTranslate } from "react-admin";
import { LanguageSwitcher } from "../i18n/LanguageSwitcher";
import { BranchQrMenu } from "./qr/BranchQrMenu";
import { ScopeSelectors } from "./scope/ScopeSelectors";
import { TopBarIconButton } from "./TopBarIconButton";

/**
 * On phones and tablets the top bar keeps only search, the bell and the profile: the business and menu
 * selectors, the QR codes and the language move into this menu, where each keeps its own dropdown.
 */
export const AppBarMoreMenu = ({ showsQr }: { showsQr: boolean }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate("app.shell.more");

  return (
    <>
      <TopBarIconButton label={label} open={anchor !== null} onOpen={setAnchor}>
        <MoreVertIcon />
      </TopBarIconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: { role: "dialog", "aria-label": label, sx: { p: 1, maxWidth: "calc(100vw - 16px)" } },
        }}
      >
        {/* The items keep their own dropdowns; they stand in a column and read like menu entries here. */}
        <Stack
          alignItems="stretch"
          spacing={0.5}
          sx={{ "& .MuiButton-root, & .MuiIconButton-root": { justifyContent: "flex-start" } }}
        >
          <ScopeSelectors direction="column" />
          {showsQr && <BranchQrMenu kind="menu" expanded />}
          {showsQr && <BranchQrMenu kind="login" expanded />}
          <LanguageSwitcher />
        </Stack>
      </Popover>
    </>
  );
};
