import DashboardIcon from "@mui/icons-material/Dashboard";
import { Menu as RaMenu } from "react-admin";
import { PATHS } from "../custom/paths";

// Sidebar links; one per product section will join as the screens are built.
export const Menu = () => (
  <RaMenu>
    <RaMenu.Item to={PATHS.overview} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
  </RaMenu>
);
