import type { MediableType } from "../../../src/domain/media";

// The demo's pictures as the seed modules name them: a palette each, and the writer that stores them (media.ts).

type Rgb = [number, number, number];
export const PALETTES: Record<string, { top: Rgb; bottom: Rgb; disc: string }> = {
  saffron: { top: [244, 162, 54], bottom: [173, 74, 24], disc: "#fff4e0" },
  pistachio: { top: [164, 196, 108], bottom: [62, 110, 52], disc: "#f6f9ee" },
  pomegranate: { top: [214, 64, 84], bottom: [110, 20, 44], disc: "#ffe9ec" },
  cardamom: { top: [196, 214, 170], bottom: [94, 128, 86], disc: "#ffffff" },
  date: { top: [140, 92, 60], bottom: [62, 36, 24], disc: "#f3e6d8" },
  saltwater: { top: [120, 200, 230], bottom: [16, 92, 150], disc: "#fff7cc" },
  dune: { top: [250, 222, 170], bottom: [204, 150, 90], disc: "#fffaf0" },
  sunset: { top: [250, 140, 90], bottom: [120, 50, 120], disc: "#ffe08a" },
};
export type DemoPalette = keyof typeof PALETTES;

export interface DemoMediaWriter {
  /** Stores a demo picture and creates its media row, attached to `owner` when given. */
  image(
    businessId: number,
    uploadedBy: number,
    palette: DemoPalette,
    owner?: { type: MediableType; id: number; sort: number; featured?: boolean },
    size?: { width: number; height: number },
  ): Promise<number>;
  youtube(
    businessId: number,
    uploadedBy: number,
    videoId: string,
    owner: { type: MediableType; id: number; sort: number },
  ): Promise<number>;
}
