import type { SvgIconComponent } from "@mui/icons-material";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import WorkIcon from "@mui/icons-material/Work";
import ApartmentIcon from "@mui/icons-material/Apartment";
import ShieldIcon from "@mui/icons-material/Shield";
import { entryOf, sidebarOf } from "../../domain/resources";
import { iconNamed } from "../../resources/icons";
import type { SidebarGroupId } from "./links";

export const GROUP_ICONS: Record<SidebarGroupId, SvgIconComponent> = {
  catalog: Inventory2Icon,
  operations: WorkIcon,
  organisation: ApartmentIcon,
  administration: ShieldIcon,
};

/** The icon of a sidebar link, by link id: the one its registry entry names. */
export const iconOfLink = (id: string): SvgIconComponent => {
  const entry = entryOf(id);
  return iconNamed(entry && sidebarOf(entry)?.icon);
};
