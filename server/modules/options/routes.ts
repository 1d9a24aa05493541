import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import {
  BUSINESS_TYPES,
  CATEGORY_IMAGE_DIMENSIONS,
  CATEGORY_IMAGE_FITTINGS,
  CURRENCIES,
  DISCOUNT_TYPES,
  ITEMS_VIEWS,
  LIST_GRID_VIEWS,
  LOCALES,
  MENU_LAYOUTS,
  MENU_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_STATES,
  RESERVATION_STATUSES,
  SETTINGS_TABS,
} from "../../../src/domain/constants";
import { translate } from "../../i18n";

// GET /data/options.json (SPEC §7 Static): the option lists of the product, each entry with en and ar labels.
// Public and outside /api, like a static file, but built from the constants so it can't drift from them.

const Label = Type.Object({ en: Type.String(), ar: Type.String() });
const OptionList = Type.Array(Type.Object({ id: Type.String(), name: Label }));

const list = (prefix: string, ids: readonly string[]) =>
  ids.map((id) => ({
    id,
    name: Object.fromEntries(LOCALES.map((l) => [l, translate(l, `options.${prefix}.${id}`)])) as {
      en: string;
      ar: string;
    },
  }));

export function buildOptions() {
  return {
    business_types: list("businessTypes", BUSINESS_TYPES),
    menu_types: list("menuTypes", MENU_TYPES),
    order_statuses: list("orderStatuses", ORDER_STATUSES),
    order_types: list("orderTypes", ORDER_TYPES),
    reservation_statuses: list("reservationStatuses", RESERVATION_STATUSES),
    payment_states: list("paymentStates", PAYMENT_STATES),
    categories_views: list("views", ITEMS_VIEWS),
    items_views: list("views", ITEMS_VIEWS),
    list_grid_views: list("views", LIST_GRID_VIEWS),
    menu_layouts: list("menuLayouts", MENU_LAYOUTS),
    currencies: list("currencies", CURRENCIES),
    settings_tabs: list("settingsTabs", SETTINGS_TABS),
    category_image_dimensions: list("imageDimensions", CATEGORY_IMAGE_DIMENSIONS),
    category_image_fittings: list("imageFittings", CATEGORY_IMAGE_FITTINGS),
    chalet_frontages: list("frontages", ["sea_view", "second_row"]),
    discount_types: list("discountTypes", DISCOUNT_TYPES),
  };
}

const OptionsOut = Type.Object(
  Object.fromEntries(Object.keys(buildOptions()).map((key) => [key, OptionList])),
);

export default async function optionsRoutes(app: FastifyInstance) {
  const options = buildOptions();
  app.get(
    "/data/options.json",
    { schema: { tags: ["Static"], response: { 200: OptionsOut } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return options;
    },
  );
}
