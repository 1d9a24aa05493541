import type { SvgIconComponent } from "@mui/icons-material";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import AdminPanelSettingsIcon from "@mui/icons-material/AdminPanelSettings";
import AssessmentIcon from "@mui/icons-material/Assessment";
import BeachAccessIcon from "@mui/icons-material/BeachAccess";
import CategoryIcon from "@mui/icons-material/Category";
import CelebrationIcon from "@mui/icons-material/Celebration";
import DashboardIcon from "@mui/icons-material/Dashboard";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import HistoryIcon from "@mui/icons-material/History";
import HotelIcon from "@mui/icons-material/Hotel";
import LabelIcon from "@mui/icons-material/Label";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import PeopleIcon from "@mui/icons-material/People";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import RestaurantMenuIcon from "@mui/icons-material/RestaurantMenu";
import RoomServiceIcon from "@mui/icons-material/RoomService";
import SettingsIcon from "@mui/icons-material/Settings";
import StorefrontIcon from "@mui/icons-material/Storefront";
import TableRestaurantIcon from "@mui/icons-material/TableRestaurant";
import TuneIcon from "@mui/icons-material/Tune";

/**
 * The icons registry entries may name (`sidebar.icon`): the sidebar, the page search and each `<Resource>` show
 * the same one. An unknown name shows a plain label icon.
 */
const ICONS: Record<string, SvgIconComponent> = {
  audit: HistoryIcon,
  branch: AccountTreeIcon,
  business: StorefrontIcon,
  category: CategoryIcon,
  configuration: TuneIcon,
  coupon: LocalOfferIcon,
  dashboard: DashboardIcon,
  event: CelebrationIcon,
  floor: TableRestaurantIcon,
  holiday: BeachAccessIcon,
  hotel: HotelIcon,
  invoice: AssessmentIcon,
  listing: RestaurantMenuIcon,
  menu: MenuBookIcon,
  order: ReceiptLongIcon,
  permission: AdminPanelSettingsIcon,
  reservation: EventAvailableIcon,
  service: RoomServiceIcon,
  settings: SettingsIcon,
  table: TableRestaurantIcon,
  user: PeopleIcon,
};

export const iconNamed = (name: string | undefined): SvgIconComponent => (name && ICONS[name]) || LabelIcon;
