import { linkTo } from "../domain/resources/derive";
import {
  apiKeys,
  configurations,
  dashboard,
  dayReport,
  kitchen,
  listing,
  rateCalendar,
  settings,
  webhooks,
} from "../domain/resources/pages";
import { customers } from "../domain/resources/customers";

// Routes of the pages outside react-admin resources, in one place so guards and links agree. The signed-out
// pages are this file's own; the signed-in ones are the addresses their registry entries declare.
export const PATHS = {
  home: "/",
  login: "/login",
  register: "/register",
  lock: "/lock",
  overview: linkTo(dashboard),
  menuEditor: linkTo(listing),
  settings: linkTo(settings),
  configurations: linkTo(configurations),
  kitchen: linkTo(kitchen),
  apiKeys: linkTo(apiKeys),
  webhooks: linkTo(webhooks),
  dayReport: linkTo(dayReport),
  customers: linkTo(customers),
  rateCalendar: linkTo(rateCalendar),
} as const;
