// Demo catalog content: the other owner's cafe menu.

import { one, sizes, type DemoCategory } from "./catalog-shape";

export const CAFE_MENU: DemoCategory[] = [
  {
    name: ["Coffee", "القهوة"],
    items: [
      {
        name: ["Espresso", "إسبريسو"],
        description: ["A double shot of our house blend", "جرعة مزدوجة من خلطتنا الخاصة"],
        prices: one(0.9),
      },
      {
        name: ["Spanish Latte", "سبانش لاتيه"],
        description: ["Espresso with sweetened condensed milk", "إسبريسو مع الحليب المكثف المحلى"],
        prices: sizes(1.5, 1.9),
      },
    ],
  },
  {
    name: ["Sweets", "الحلويات"],
    items: [
      {
        name: ["Date Cake", "كيكة التمر"],
        description: ["Moist date cake with toffee sauce", "كيكة تمر طرية مع صلصة التوفي"],
        prices: one(1.25),
      },
      {
        name: ["San Sebastian Cheesecake", "تشيز كيك سان سيباستيان"],
        description: ["Burnt Basque cheesecake", "تشيز كيك باسكي محروق"],
        prices: one(1.75),
      },
    ],
  },
];
