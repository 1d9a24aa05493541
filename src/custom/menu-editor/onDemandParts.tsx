import { whenIdle } from "../whenIdle";
import { ItemRowChips } from "./ItemRow";
import { onDemand, UserSearchInput } from "./onDemand";
import { preloadEditorDialogs } from "./UnsavedItems";

// The editor's parts that open on a click (an item's card, the side panels, the Smart Uploader, a chalet's owner
// search with its autocomplete): fetched once the page is idle, or when first opened before that, not with the
// editor itself (about 17 KB gzip of /menu's first load). Until a part is in, a thin progress bar holds its place.

/** An item's full card (its texts, options, prices, discounts and chalet details), opened from its row. */
export const ItemCard = onDemand(() => import("./ItemCard").then((m) => m.ItemCard));
export const GalleryPanel = onDemand(() => import("./GalleryPanel").then((m) => m.GalleryPanel));
export const HolidayPricesPanel = onDemand(() =>
  import("./HolidayPricesPanel").then((m) => m.HolidayPricesPanel),
);
export const UnitNamesPanel = onDemand(() => import("./UnitNamesPanel").then((m) => m.UnitNamesPanel));
export const SmartUploader = onDemand(() => import("./SmartUploader").then((m) => m.SmartUploader));

/** Fetches every part once the editor is idle: the first click on a panel then opens it at once. */
export const preloadPartsWhenIdle = () =>
  whenIdle(() => {
    for (const onDemandPart of [
      ItemCard,
      ItemRowChips,
      GalleryPanel,
      HolidayPricesPanel,
      UnitNamesPanel,
      SmartUploader,
      UserSearchInput,
    ])
      void onDemandPart.preload().catch(() => undefined);
    preloadEditorDialogs();
  });
