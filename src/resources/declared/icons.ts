import type { SvgIconComponent } from "@mui/icons-material";
import BeachAccessIcon from "@mui/icons-material/BeachAccess";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import HotelIcon from "@mui/icons-material/Hotel";
import LabelIcon from "@mui/icons-material/Label";

/** The icons declarations may name (`sidebar.icon`); an unknown name shows a plain label icon. */
const DECLARED_ICONS: Record<string, SvgIconComponent> = {
  coupon: LocalOfferIcon,
  holiday: BeachAccessIcon,
  hotel: HotelIcon,
};

export const declaredIcon = (name: string): SvgIconComponent => DECLARED_ICONS[name] ?? LabelIcon;
