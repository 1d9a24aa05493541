import type { SvgIconComponent } from "@mui/icons-material";
import DashboardIcon from "@mui/icons-material/Dashboard";
import RestaurantMenuIcon from "@mui/icons-material/RestaurantMenu";
import StorefrontIcon from "@mui/icons-material/Storefront";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import CategoryIcon from "@mui/icons-material/Category";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import AssessmentIcon from "@mui/icons-material/Assessment";
import PeopleIcon from "@mui/icons-material/People";
import SettingsIcon from "@mui/icons-material/Settings";
import HistoryIcon from "@mui/icons-material/History";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import TuneIcon from "@mui/icons-material/Tune";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import WorkIcon from "@mui/icons-material/Work";
import ApartmentIcon from "@mui/icons-material/Apartment";
import ShieldIcon from "@mui/icons-material/Shield";
import LinkIcon from "@mui/icons-material/Link";
import { declarationOf } from "../../domain/resources";
import { declaredIcon } from "../../resources/declared/icons";
import type { SidebarGroupId } from "./links";

/** The icon of each sidebar link, by link id. */
export const LINK_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  listing: RestaurantMenuIcon,
  business: StorefrontIcon,
  branches: AccountTreeIcon,
  menus: MenuBookIcon,
  categories: CategoryIcon,
  orders: ReceiptLongIcon,
  reservations: EventAvailableIcon,
  invoices: AssessmentIcon,
  users: PeopleIcon,
  settings: SettingsIcon,
  audits: HistoryIcon,
  permissions: AdminPanelSettingsIcon,
  configurations: TuneIcon,
};

export const GROUP_ICONS: Record<SidebarGroupId, SvgIconComponent> = {
  catalog: Inventory2Icon,
  operations: WorkIcon,
  organisation: ApartmentIcon,
  administration: ShieldIcon,
};

export const iconOfLink = (id: string): SvgIconComponent => {
  const declaration = declarationOf(id);
  return LINK_ICONS[id] ?? (declaration ? declaredIcon(declaration.sidebar.icon) : LinkIcon);
};
