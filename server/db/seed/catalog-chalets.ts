// Demo catalog content: the chalet business's areas and listings, and the Eid dates its holiday prices fall on.

import type { Text } from "./catalog-shape";

export interface DemoChalet {
  area: number;
  name: Text;
  description: Text;
  unitNames: string[];
  bedrooms: number;
  frontage: "sea_view" | "second_row" | "";
  address: Text;
  insurance: number;
  location: [number, number];
  prices: { weekdays: number; weekend: number; fullWeek: number };
}

export const CHALET_AREAS: Text[] = [
  ["Khiran Resort", "منتجع الخيران"],
  ["Bnaider", "بنيدر"],
];

export const CHALETS: DemoChalet[] = [
  {
    area: 0,
    name: ["Sea Breeze Chalet", "شاليه نسيم البحر"],
    description: [
      "Beachfront chalet with a private pool and a large terrace",
      "شاليه على البحر مع مسبح خاص وتراس واسع",
    ],
    unitNames: ["Sea Breeze A", "Sea Breeze B"],
    bedrooms: 4,
    frontage: "sea_view",
    address: ["Khiran Resort, Block 3, Street 12", "منتجع الخيران، قطعة 3، شارع 12"],
    insurance: 100,
    location: [28.6406, 48.3717],
    prices: { weekdays: 120, weekend: 180, fullWeek: 650 },
  },
  {
    area: 0,
    name: ["Palm Villa", "فيلا النخيل"],
    description: [
      "Family villa among palm trees, two minutes from the beach",
      "فيلا عائلية بين النخيل على بعد دقيقتين من البحر",
    ],
    unitNames: ["Palm Villa"],
    bedrooms: 3,
    frontage: "second_row",
    address: ["Khiran Resort, Block 5, Street 4", "منتجع الخيران، قطعة 5، شارع 4"],
    insurance: 75,
    location: [28.6452, 48.3651],
    prices: { weekdays: 90, weekend: 140, fullWeek: 500 },
  },
  {
    area: 0,
    name: ["Coral Bay Chalet", "شاليه خليج المرجان"],
    description: ["Three identical units facing the marina", "ثلاث وحدات متطابقة مطلة على المرسى"],
    unitNames: ["Coral 1", "Coral 2", "Coral 3"],
    bedrooms: 2,
    frontage: "sea_view",
    address: ["Khiran Resort, Marina Walk 7", "منتجع الخيران، ممشى المرسى 7"],
    insurance: 50,
    location: [28.6389, 48.3795],
    prices: { weekdays: 70, weekend: 110, fullWeek: 400 },
  },
  {
    area: 0,
    name: ["Sunset Cabin", "كوخ الغروب"],
    description: ["Cosy cabin for couples with a sunset deck", "كوخ دافئ للأزواج مع سطح لمشاهدة الغروب"],
    unitNames: ["Sunset Cabin"],
    bedrooms: 1,
    frontage: "",
    address: ["Khiran Resort, Block 8, Street 2", "منتجع الخيران، قطعة 8، شارع 2"],
    insurance: 40,
    location: [28.6511, 48.3602],
    prices: { weekdays: 55, weekend: 85, fullWeek: 320 },
  },
  {
    area: 1,
    name: ["Marina View", "إطلالة المارينا"],
    description: [
      "Two modern units with a shared garden and barbecue",
      "وحدتان حديثتان مع حديقة مشتركة وشواية",
    ],
    unitNames: ["Marina East", "Marina West"],
    bedrooms: 3,
    frontage: "sea_view",
    address: ["Bnaider, Coastal Road, Plot 21", "بنيدر، الطريق الساحلي، قسيمة 21"],
    insurance: 80,
    location: [28.7789, 48.2511],
    prices: { weekdays: 100, weekend: 160, fullWeek: 580 },
  },
  {
    area: 1,
    name: ["Desert Rose", "وردة الصحراء"],
    description: [
      "Quiet chalet with a large yard for family gatherings",
      "شاليه هادئ مع فناء واسع للتجمعات العائلية",
    ],
    unitNames: ["Desert Rose"],
    bedrooms: 5,
    frontage: "second_row",
    address: ["Bnaider, Block 2, Street 9", "بنيدر، قطعة 2، شارع 9"],
    insurance: 120,
    location: [28.7702, 48.2604],
    prices: { weekdays: 130, weekend: 200, fullWeek: 720 },
  },
];

/** Upcoming Eid dates (first day, days), so the demo always shows holidays ahead. */
export const EID_AL_FITR = [
  "2026-03-20",
  "2027-03-10",
  "2028-02-27",
  "2029-02-15",
  "2030-02-05",
  "2031-01-25",
];
export const EID_AL_ADHA = [
  "2026-05-27",
  "2027-05-17",
  "2028-05-05",
  "2029-04-24",
  "2030-04-13",
  "2031-04-02",
];
