import { orders } from "../domain/resources/orders";
import { reservations } from "../domain/resources/reservations";
import { listNameAt } from "./listAddress";
import orderScreens from "./orders";
import reservationScreens from "./reservations";

/** The lists of a branch's day (the front of house's pages), with their screens. */
export const BRANCH_LISTS = [
  { entry: orders, screens: orderScreens },
  { entry: reservations, screens: reservationScreens },
];

export type BranchList = (typeof BRANCH_LISTS)[number];

/** The branch list an address opens ("/orders", SPEC's "/orders/list"), if it is one. */
export const branchListAt = (pathname: string): BranchList | undefined => {
  const name = listNameAt(pathname);
  return BRANCH_LISTS.find((list) => name !== undefined && list.entry.name === name);
};
