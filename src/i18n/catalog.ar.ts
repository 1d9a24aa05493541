// Arabic strings of the catalog screens and shared inputs; the same keys as catalog.en.ts.

export const catalogAppArabic = {
  catalog: {
    locales: {
      en: "الإنجليزية",
      ar: "العربية",
      name: "الاسم",
      description: "الوصف",
      nameRequired: "الاسم مطلوب",
      tabHasError: "في هذه اللغة خطأ",
    },
    media: {
      choose: "اختر صورة",
      chooseMany: "أضف صورًا",
      chooseWithVideo: "أضف صورًا أو مقاطع فيديو",
      remove: "إزالة",
      uploading: "جارٍ رفع %{name}",
      wrongType: "يُسمح فقط بصور JPEG وGIF وPNG وWebP",
      wrongTypeWithVideo: "يُسمح فقط بصور JPEG وGIF وPNG وWebP أو مقاطع فيديو MP4",
      tooLarge: "الملف كبير جدًا: الحد الأقصى %{size} ميغابايت",
      failed: "فشل الرفع",
      busy: "يرجى الانتظار حتى ينتهي الرفع",
      preview: "معاينة",
    },
    dateRange: {
      from: "من",
      to: "إلى",
      placeholder: "يوم-شهر-سنة",
      pick: "اختر تاريخًا",
      invalidDate: "أدخل التاريخ بالشكل DD-MM-YYYY (يوم-شهر-سنة)",
      order: "يجب ألا يكون تاريخ البداية بعد تاريخ النهاية",
    },
    confirm: {
      title: "هل أنت متأكد؟",
      content: "لن تتمكن من التراجع عن هذا!",
      yes: "نعم، احذفه!",
    },
    notices: {
      created: "تم بنجاح",
      updated: "تم التحديث بنجاح",
      deleted: "تم الحذف بنجاح",
    },
    form: {
      submit: "إرسال",
    },
    list: {
      pages: "الصفحات",
      rangeCapped: "%{offsetBegin}-%{offsetEnd} من أكثر من %{total}",
      all: "الكل",
      empty: "لا يوجد شيء هنا بعد",
      emptyHint: "ستظهر هنا السجلات التي تضيفها.",
    },
    errorDialog: {
      title: "خطأ",
      close: "حسنًا",
    },
  },
};

export const catalogResourcesArabic = {
  business: {
    fields: {
      timezone: "المنطقة الزمنية (تُعرض فيها التواريخ والأوقات)",
      id: "المعرّف",
      name: "الاسم",
      type: "النوع",
      media: "الشعار",
      logo_media_id: "الشعار",
      branches: "الفروع",
      menus: "القوائم",
      is_owner: "المالك",
      created_at: "تاريخ الإنشاء",
    },
    page: { list: "الأنشطة التجارية", create: "إضافة نشاط تجاري", edit: "تعديل النشاط التجاري" },
    empty: "لا توجد أنشطة تجارية بعد",
  },
  menus: { empty: "لا توجد قوائم بعد" },
  branches: {
    fields: { qr_app: "عنوان تطبيق QR" },
    empty: "لا توجد فروع بعد",
    slugHint: "أحرف إنجليزية صغيرة وأرقام وشرطات؛ إذا تُرك فارغًا يُنشأ من الاسم.",
    slugFormat: "استخدم الأحرف الإنجليزية الصغيرة والأرقام والشرطات فقط",
    openQrApp: "افتح تطبيق QR",
  },
  categories: {
    fields: { media: "الصورة" },
    noName: "بدون اسم",
    noParent: "لا شيء (المستوى الأعلى)",
    empty: "لا توجد تصنيفات بعد",
  },
};
