// Demo catalog content (en, ar): the restaurant's two menus, the chalet listings and the other owner's cafe.
// Prices are in KWD; the seed converts them to fils.

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

const one = (price: number) => [{ price }];
const sizes = (regular: number, large: number) => [
  { name: ["Regular", "عادي"] as Text, price: regular },
  { name: ["Large", "كبير"] as Text, price: large },
];
const bread: DemoItem["addons"] = [{ name: ["Extra bread", "خبز إضافي"], price: 0.25 }];

export const RESTAURANT_MAIN_MENU: DemoCategory[] = [
  {
    name: ["Appetizers", "المقبلات"],
    description: ["Cold and hot mezze to share", "مقبلات باردة وساخنة للمشاركة"],
    children: [
      {
        name: ["Cold Mezze", "مقبلات باردة"],
        items: [
          {
            name: ["Hummus", "حمص"],
            description: ["Chickpeas, tahini, lemon and olive oil", "حمص بالطحينة والليمون وزيت الزيتون"],
            prices: one(1.25),
            addons: bread,
          },
          {
            name: ["Moutabal", "متبل"],
            description: ["Smoked eggplant with tahini and pomegranate", "باذنجان مشوي بالطحينة والرمان"],
            prices: one(1.25),
            addons: bread,
          },
          {
            name: ["Tabbouleh", "تبولة"],
            description: ["Parsley, bulgur, tomato and mint", "بقدونس وبرغل وطماطم ونعناع"],
            prices: one(1.5),
          },
          {
            name: ["Fattoush", "فتوش"],
            description: ["Garden salad with crispy bread and sumac", "سلطة خضراء مع خبز محمص وسماق"],
            prices: one(1.5),
          },
        ],
      },
      {
        name: ["Hot Mezze", "مقبلات ساخنة"],
        items: [
          {
            name: ["Falafel", "فلافل"],
            description: ["Six pieces with tahini sauce", "ست حبات مع صلصة الطحينة"],
            prices: one(1),
          },
          {
            name: ["Cheese Sambousek", "سمبوسك جبن"],
            description: ["Golden pastries filled with akkawi cheese", "معجنات مقرمشة محشوة بجبنة عكاوي"],
            prices: one(1.25),
          },
          {
            name: ["Kibbeh", "كبة"],
            description: ["Bulgur shells stuffed with spiced lamb", "كبة برغل محشوة باللحم المتبل"],
            prices: one(1.75),
          },
        ],
      },
    ],
  },
  {
    name: ["Main Dishes", "الأطباق الرئيسية"],
    children: [
      {
        name: ["Grills", "المشاوي"],
        items: [
          {
            name: ["Mixed Grill", "مشاوي مشكلة"],
            description: [
              "Lamb kebab, shish tawook and lamb chops with grilled vegetables",
              "كباب لحم وشيش طاووق وريش غنم مع خضار مشوية",
            ],
            prices: sizes(5.5, 8.75),
            addons: [{ name: ["Extra garlic sauce", "ثومية إضافية"], price: 0.25 }, ...bread!],
          },
          {
            name: ["Shish Tawook", "شيش طاووق"],
            description: ["Marinated chicken skewers with garlic sauce", "أسياخ دجاج متبلة مع الثومية"],
            prices: one(3.75),
          },
          {
            name: ["Lamb Kebab", "كباب لحم"],
            description: ["Minced lamb with parsley and onion", "لحم غنم مفروم بالبقدونس والبصل"],
            prices: one(4.25),
          },
        ],
      },
      {
        name: ["Rice Dishes", "أطباق الأرز"],
        items: [
          {
            name: ["Chicken Machboos", "مجبوس دجاج"],
            description: ["Spiced rice with tender chicken and daqoos", "أرز متبل مع دجاج طري ودقوس"],
            prices: one(3.5),
          },
          {
            name: ["Lamb Machboos", "مجبوس لحم"],
            description: ["Slow-cooked lamb over saffron rice", "لحم مطهو ببطء على أرز بالزعفران"],
            prices: one(4.75),
          },
          {
            name: ["Shrimp Biryani", "برياني روبيان"],
            description: ["Gulf shrimp with fragrant basmati rice", "روبيان خليجي مع أرز بسمتي عطري"],
            prices: one(4.5),
            addons: [{ name: ["Add shrimp", "روبيان إضافي"], price: 1.5 }],
          },
          {
            name: ["Mutabbaq Zubaidi", "مطبق زبيدي"],
            description: [
              "Pomfret fish over spiced rice, a Kuwaiti classic",
              "سمك زبيدي على أرز متبل، طبق كويتي أصيل",
            ],
            prices: one(6.5),
          },
        ],
      },
    ],
  },
  {
    name: ["Desserts", "الحلويات"],
    settings: { items_images_dimensions: "Portrait", items_images_fitting: "Filled" },
    items: [
      {
        name: ["Kunafa", "كنافة"],
        description: ["Warm cheese kunafa with syrup", "كنافة بالجبن ساخنة مع القطر"],
        prices: one(2),
        discountPercent: 10,
      },
      {
        name: ["Umm Ali", "أم علي"],
        description: ["Baked pastry pudding with nuts", "حلوى المعجنات بالحليب والمكسرات"],
        prices: one(1.75),
      },
      {
        name: ["Luqaimat", "لقيمات"],
        description: ["Crispy dumplings with date syrup", "لقيمات مقرمشة مع دبس التمر"],
        prices: one(1.25),
      },
    ],
  },
  {
    name: ["Beverages", "المشروبات"],
    settings: { items_images_dimensions: "Landscape" },
    children: [
      {
        name: ["Hot Drinks", "مشروبات ساخنة"],
        items: [
          {
            name: ["Arabic Coffee", "قهوة عربية"],
            description: ["Cardamom coffee served with dates", "قهوة بالهيل تقدم مع التمر"],
            prices: one(0.5),
          },
          {
            name: ["Karak Tea", "شاي كرك"],
            description: ["Spiced milk tea", "شاي بالحليب والبهارات"],
            prices: one(0.35),
          },
          {
            name: ["Turkish Coffee", "قهوة تركية"],
            description: ["Rich and thick, with or without sugar", "قهوة غنية مع أو بدون سكر"],
            prices: one(0.75),
          },
        ],
      },
      {
        name: ["Fresh Juices", "عصائر طازجة"],
        items: [
          {
            name: ["Orange Juice", "عصير برتقال"],
            description: ["Freshly squeezed oranges", "برتقال معصور طازج"],
            prices: sizes(1.25, 1.75),
          },
          {
            name: ["Lemon Mint", "ليمون ونعناع"],
            description: ["Lemonade blended with fresh mint", "ليموناضة مع نعناع طازج"],
            prices: sizes(1.25, 1.75),
          },
          {
            name: ["Mango Juice", "عصير مانجو"],
            description: ["Thick Alphonso mango juice", "عصير مانجو ألفونسو كثيف"],
            prices: one(1.5),
          },
        ],
      },
    ],
  },
];

export const RESTAURANT_BREAKFAST_MENU: DemoCategory[] = [
  {
    name: ["Breakfast Plates", "أطباق الفطور"],
    items: [
      {
        name: ["Shakshuka", "شكشوكة"],
        description: ["Eggs poached in spiced tomato sauce", "بيض مطهو في صلصة طماطم متبلة"],
        prices: one(1.75),
        addons: bread,
      },
      {
        name: ["Balaleet", "بلاليط"],
        description: ["Sweet saffron vermicelli with omelette", "شعيرية حلوة بالزعفران مع البيض"],
        prices: one(1.5),
      },
      {
        name: ["Foul Medames", "فول مدمس"],
        description: ["Fava beans with olive oil and cumin", "فول بزيت الزيتون والكمون"],
        prices: one(1.25),
      },
    ],
  },
  {
    name: ["Bakery", "المخبوزات"],
    items: [
      {
        name: ["Zaatar Manakish", "مناقيش زعتر"],
        description: ["Flatbread with thyme and olive oil", "خبز بالزعتر وزيت الزيتون"],
        prices: one(0.75),
      },
      {
        name: ["Cheese Manakish", "مناقيش جبن"],
        description: ["Flatbread with melted akkawi cheese", "خبز بجبنة عكاوي ذائبة"],
        prices: one(1),
      },
    ],
  },
];

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
