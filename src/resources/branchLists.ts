import { orders } from "../domain/resources/orders";
import { reservations } from "../domain/resources/reservations";
import orderScreens from "./orders";
import reservationScreens from "./reservations";

/** The lists of a branch's day (the front of house's pages), with their screens. */
export const BRANCH_LISTS = [
  { entry: orders, screens: orderScreens },
  { entry: reservations, screens: reservationScreens },
];

export type BranchList = (typeof BRANCH_LISTS)[number];
