// The shape of the demo catalog's content (en, ar) and the price shorthands its menus use. Prices are in KWD; the
// seed converts them to fils.

export type Text = [en: string, ar: string];

export interface DemoItem {
  name: Text;
  description: Text;
  prices: { name?: Text; price: number }[];
  addons?: { name: Text; price: number }[];
  discountPercent?: number;
}

export interface DemoCategory {
  name: Text;
  description?: Text;
  settings?: Record<string, string>;
  items?: DemoItem[];
  children?: DemoCategory[];
}

export const one = (price: number) => [{ price }];
export const sizes = (regular: number, large: number) => [
  { name: ["Regular", "عادي"] as Text, price: regular },
  { name: ["Large", "كبير"] as Text, price: large },
];
