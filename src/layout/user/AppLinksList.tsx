import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from "@mui/material";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import TabletMacIcon from "@mui/icons-material/TabletMac";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { useTranslate } from "react-admin";
import { appLinksFor, type AppLink } from "./appLinks";
import { useAppAddresses } from "./useAppAddresses";

const ICONS: Record<AppLink["id"], typeof QrCode2Icon> = {
  qrApp: QrCode2Icon,
  ordersApp: ReceiptLongIcon,
  tabletApp: TabletMacIcon,
};

/** The QR, Orders and Tablet app links of the chosen branch, each opening in a new tab. */
export const AppLinksList = ({ branchSlug }: { branchSlug: string }) => {
  const translate = useTranslate();
  const addresses = useAppAddresses();
  if (!addresses) return null;

  return (
    <List
      dense
      subheader={<ListSubheader disableSticky>{translate("app.shell.userMenu.apps")}</ListSubheader>}
    >
      {appLinksFor(addresses, branchSlug).map((link) => {
        const Icon = ICONS[link.id];
        return (
          <ListItemButton
            key={link.id}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
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
