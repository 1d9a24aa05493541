// Why the same item shows on two lines of an order: each line is one choice of price, addons and discount, so two
// lines of one item differ in one of those, or were ordered separately with the same choices. The order page says
// which, instead of leaving two look-alike lines.

export interface LineChoices {
  id: number;
  item_id: number | null;
  unit_price: number;
  addons: { id: number | null; price: number }[];
  discount: number;
}

export interface RepeatedLine {
  /** 1-based place of the line among the lines of its item. */
  index: number;
  /** How many lines the item has. */
  count: number;
  /** The line has no addons while another line of the item has some. */
  noAddons: boolean;
  /** Another line of the item has exactly the same price, addons and discount. */
  sameChoices: boolean;
}

const choicesOf = (line: LineChoices) =>
  JSON.stringify([
    line.unit_price,
    line.addons.map((addon) => [addon.id, addon.price]).sort(),
    line.discount,
  ]);

/** The lines whose item is on more than one line, by line id, with what tells them apart. */
export function repeatedLines(lines: readonly LineChoices[]): Map<number, RepeatedLine> {
  const byItem = new Map<number, LineChoices[]>();
  for (const line of lines) {
    if (line.item_id === null) continue;
    byItem.set(line.item_id, [...(byItem.get(line.item_id) ?? []), line]);
  }
  const repeated = new Map<number, RepeatedLine>();
  for (const group of byItem.values()) {
    if (group.length < 2) continue;
    const withAddons = group.some((line) => line.addons.length > 0);
    group.forEach((line, place) => {
      const same = group.some((other) => other !== line && choicesOf(other) === choicesOf(line));
      repeated.set(line.id, {
        index: place + 1,
        count: group.length,
        noAddons: withAddons && line.addons.length === 0,
        sameChoices: same,
      });
    });
  }
  return repeated;
}
