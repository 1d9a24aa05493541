// Arabic labels of the declared resources: the same keys as declared.en.ts (the catalogue tests check both).
export const declaredResourcesArabic = {
  holidays: {
    name: "العطلات |||| عطلة |||| العطلات |||| العطلات |||| العطلات |||| العطلات",
    entity: "عطلة",
    page: { list: "العطلات", create: "إضافة عطلة", edit: "تعديل العطلة", show: "العطلة" },
    empty: "ليس لديك عطلات",
    fields: {
      id: "المعرّف",
      name: "الاسم",
      locales: "الاسم",
      from: "من",
      to: "إلى",
      dates: "التواريخ",
      created_at: "تاريخ الإنشاء",
      updated_at: "آخر تحديث",
    },
  },
  coupons: {
    name: "القسائم |||| قسيمة |||| قسيمتان |||| قسائم |||| قسيمة |||| قسيمة",
    entity: "قسيمة",
    page: { list: "القسائم", create: "إضافة قسيمة", edit: "تعديل القسيمة", show: "القسيمة" },
    empty: "لا توجد قسائم بعد",
    fields: {
      id: "المعرّف",
      code: "الرمز",
      kind: "النوع",
      kind_options: { percent: "نسبة مئوية", fixed: "مبلغ ثابت" },
      amount: "القيمة",
      valid_from: "صالحة من",
      valid_to: "صالحة حتى",
      minimum_order_total: "الحد الأدنى لإجمالي الطلب",
      maximum_uses: "الحد الأقصى لمرات الاستخدام",
      active: "مفعّلة",
      created_at: "تاريخ الإنشاء",
      updated_at: "آخر تحديث",
    },
  },
};
