// A chalet listing's details as the API answers them (an item's `itemable`, SPEC §5): the server's item reads
// build this shape and the menu editor's chalet inputs edit it, so both programs read one definition.

export interface ChaletDetails {
  units: number;
  /** One name per unit, in unit order. */
  unit_names: string[];
  bedrooms: number;
  frontage: string;
  address: { en: string; ar: string };
  insurance: number;
  latitude: number | null;
  longitude: number | null;
  owner_id: number | null;
  /** A maps link opening the coordinates again (empty without them). */
  maps_link: string;
}
