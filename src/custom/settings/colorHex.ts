import { CSS_COLOR_NAMES } from "./cssColorNames";

// The colour picker (<input type="color">) only takes #rrggbb, while saved colours come in any CSS form: the SPEC
// defaults are names (red, grey, black), older values are #abc or rgb(). Each is turned into #rrggbb so the swatch
// shows the colour actually saved instead of black.

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const FUNCTION = /^(rgba?|hsla?)\(\s*([^)]*)\)$/;

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
const byte = (n: number) => Math.round(clamp(n, 255)).toString(16).padStart(2, "0");

/** One rgb() channel: 0–255 or a percentage. */
function channel(text: string): number | undefined {
  const n = Number.parseFloat(text);
  if (!Number.isFinite(n) || !/^-?[\d.]+%?$/.test(text)) return undefined;
  return text.endsWith("%") ? (clamp(n, 100) * 255) / 100 : n;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = ((h % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255;
  };
  return [f(0), f(8), f(4)];
}

/** Arguments split on commas or spaces, an alpha after "/" dropped (the picker has no transparency). */
const argumentsOf = (inside: string) =>
  inside
    .split("/")[0]
    .split(/[\s,]+/)
    .filter(Boolean);

function fromFunction(name: string, inside: string): string | undefined {
  const args = argumentsOf(inside).slice(0, 3);
  if (args.length !== 3) return undefined;
  if (name.startsWith("rgb")) {
    const rgb = args.map(channel);
    return rgb.every((n) => n !== undefined) ? `#${rgb.map((n) => byte(n!)).join("")}` : undefined;
  }
  const [h, s, l] = [Number.parseFloat(args[0]), Number.parseFloat(args[1]), Number.parseFloat(args[2])];
  if (![h, s, l].every(Number.isFinite)) return undefined;
  return `#${hslToRgb(h, clamp(s, 100) / 100, clamp(l, 100) / 100)
    .map(byte)
    .join("")}`;
}

/** A saved colour as #rrggbb (lower case), or undefined when it is not a colour this screen can read. */
export function toHexColor(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim().toLowerCase();
  const named = CSS_COLOR_NAMES.get(text);
  if (named) return named;
  if (HEX.test(text)) {
    const digits = text.slice(1);
    const full = digits.length <= 4 ? [...digits].map((d) => d + d).join("") : digits;
    return `#${full.slice(0, 6)}`;
  }
  const call = FUNCTION.exec(text);
  return call ? fromFunction(call[1], call[2]) : undefined;
}
