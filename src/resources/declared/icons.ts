import type { SvgIconComponent } from "@mui/icons-material";
import BeachAccessIcon from "@mui/icons-material/BeachAccess";
import CelebrationIcon from "@mui/icons-material/Celebration";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import HotelIcon from "@mui/icons-material/Hotel";
import LabelIcon from "@mui/icons-material/Label";
import RoomServiceIcon from "@mui/icons-material/RoomService";
import TableRestaurantIcon from "@mui/icons-material/TableRestaurant";

/** The icons declarations may name (`sidebar.icon`); an unknown name shows a plain label icon. */
const DECLARED_ICONS: Record<string, SvgIconComponent> = {
  coupon: LocalOfferIcon,
  event: CelebrationIcon,
  floor: TableRestaurantIcon,
  holiday: BeachAccessIcon,
  hotel: HotelIcon,
  service: RoomServiceIcon,
  table: TableRestaurantIcon,
};

export const declaredIcon = (name: string): SvgIconComponent => DECLARED_ICONS[name] ?? LabelIcon;
