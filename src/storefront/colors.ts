// The business's colours made readable (WCAG AA, 4.5:1 for text): the text on a coloured button is white or near
// black, whichever reads better, and a colour too light for that is darkened step by step until it passes; the
// same for the colour used as text on the page's white (prices, links).

export const AA_CONTRAST = 4.5;
const WHITE = "#ffffff";
const INK = "#000000";
export const DEFAULT_BRAND = "#1f6f5c";

type Rgb = [number, number, number];

export function parseColor(color: string | null | undefined): Rgb | undefined {
  const hex = color?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(parseColor(a)!), luminance(parseColor(b)!)].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

const darker = (rgb: Rgb, step: number): Rgb => rgb.map((c) => c * (1 - step)) as Rgb;

/** `color` darkened just enough to reach AA against `against`. */
export function readableOn(color: string, against: string): string {
  let rgb = parseColor(color) ?? parseColor(DEFAULT_BRAND)!;
  for (let i = 0; i < 20 && contrast(toHex(rgb), against) < AA_CONTRAST; i++) rgb = darker(rgb, 0.1);
  return toHex(rgb);
}

export interface BrandColors {
  /** a button's or bar's background */
  surface: string;
  /** text on that background */
  onSurface: string;
  /** the brand colour as text on white */
  text: string;
}

export function brandColors(primary: string | null | undefined): BrandColors {
  const brand = parseColor(primary) ? toHex(parseColor(primary)!) : DEFAULT_BRAND;
  const onSurface = contrast(brand, WHITE) >= contrast(brand, INK) ? WHITE : INK;
  const surface = onSurface === WHITE ? readableOn(brand, WHITE) : brand;
  return { surface, onSurface, text: readableOn(brand, WHITE) };
}
