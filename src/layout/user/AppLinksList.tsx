import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from "@mui/material";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import TabletMacIcon from "@mui/icons-material/TabletMac";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { useTranslate } from "react-admin";
import { useApiJson } from "../useApiJson";
import { appLinksFor, type AppAddresses, type AppLink } from "./appLinks";

const ICONS: Record<AppLink["id"], typeof QrCode2Icon> = {
  qrApp: QrCode2Icon,
  ordersApp: ReceiptLongIcon,
  tabletApp: TabletMacIcon,
};

/** The QR, Orders and Tablet app links of the chosen branch, each opening in a new tab. */
export const AppLinksList = ({ branchSlug }: { branchSlug: string }) => {
  const translate = useTranslate();
  const { data } = useApiJson<{ data: AppAddresses }>("apps/config", {
    failureMessage: "The app addresses could not be loaded",
  });
  if (!data) return null;

  return (
    <List dense subheader={<ListSubheader disableSticky>{translate("app.shell.userMenu.apps")}</ListSubheader>}>
      {appLinksFor(data.data, branchSlug).map((link) => {
        const Icon = ICONS[link.id];
        return (
          <ListItemButton key={link.id} component="a" href={link.href} target="_blank" rel="noopener noreferrer">
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate(`app.shell.userMenu.${link.id}`)} />
            <OpenInNewIcon fontSize="inherit" color="action" />
          </ListItemButton>
        );
      })}
    </List>
  );
};
