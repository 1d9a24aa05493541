import type { declaredResourcesEnglish } from "./declared.en";

// Arabic strings of the declared resources' own screens: the same keys as declared.en.ts.
export const declaredResourcesArabic: typeof declaredResourcesEnglish = {
  services: { empty: "لا توجد خدمات بعد" },
  events: { empty: "لا توجد فعاليات بعد" },
  floors: { empty: "لا توجد طوابق بعد", noName: "بدون اسم", tables: "الطاولات (%{count})" },
  tables: { editTitle: "تعديل الطاولة", fields: { floor: "الطابق" } },
  hotels: { empty: "لا توجد فنادق بعد" },
  holidays: { empty: "ليس لديك عطلات", fields: { dates: "التواريخ" } },
  coupons: { empty: "لا توجد قسائم بعد" },
};
