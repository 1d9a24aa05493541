// Demo catalog content: the restaurant's two menus (main and breakfast).

import { one, sizes, type DemoCategory, type DemoItem } from "./catalog-shape";

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
