// Deterministic helpers shared by the demo seeds, so every demo database looks the same.

/** A small deterministic generator, so every demo database looks the same. */
export function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
  };
}

export const CUSTOMERS: [string, string][] = [
  ["Abdullah Al-Rashed", "+96551234501"],
  ["عبدالله الرشيد", "+96551234502"],
  ["Maryam Al-Enezi", "+96551234503"],
  ["مريم العنزي", "+96551234504"],
  ["Khaled Al-Ajmi", "+96551234505"],
  ["خالد العجمي", "+96551234506"],
  ["Sara Al-Hajri", "+96551234507"],
  ["سارة الهاجري", "+96551234508"],
  ["Omar Al-Shammari", "+96551234509"],
  ["عمر الشمري", "+96551234510"],
];
