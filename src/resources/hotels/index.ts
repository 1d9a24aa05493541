import { lazy } from "react";
import HotelIcon from "@mui/icons-material/Hotel";

const HotelList = lazy(() => import("./HotelList"));
const HotelCreate = lazy(() => import("./HotelCreate"));
const HotelEdit = lazy(() => import("./HotelEdit"));

export default {
  list: HotelList,
  create: HotelCreate,
  edit: HotelEdit,
  icon: HotelIcon,
  recordRepresentation: "name",
};
