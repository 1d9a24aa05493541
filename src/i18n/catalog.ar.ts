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
    name: "الأنشطة التجارية |||| نشاط تجاري |||| الأنشطة التجارية |||| الأنشطة التجارية |||| الأنشطة التجارية |||| الأنشطة التجارية",
    fields: {
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
  menus: {
    name: "القوائم |||| قائمة |||| القوائم |||| القوائم |||| القوائم |||| القوائم",
    entity: "قائمة",
    fields: {
      id: "المعرّف",
      name: "الاسم",
      locales: "الاسم",
      type: "النوع",
      type_options: { subscription: "قائمة اشتراك", normal: "قائمة عادية" },
      created_at: "تاريخ الإنشاء",
      updated_at: "آخر تحديث",
    },
    page: { list: "القوائم", create: "إضافة قائمة", edit: "تعديل القائمة", show: "القائمة" },
    empty: "لا توجد قوائم بعد",
  },
  branches: {
    name: "الفروع |||| فرع |||| الفروع |||| الفروع |||| الفروع |||| الفروع",
    fields: {
      id: "المعرّف",
      name: "الاسم",
      slug: "المعرّف في الرابط",
      qr_app: "عنوان تطبيق QR",
      created_at: "تاريخ الإنشاء",
    },
    page: { list: "الفروع", create: "إضافة فرع", edit: "تعديل الفرع" },
    empty: "لا توجد فروع بعد",
    slugHint: "أحرف إنجليزية صغيرة وأرقام وشرطات؛ إذا تُرك فارغًا يُنشأ من الاسم.",
    slugFormat: "استخدم الأحرف الإنجليزية الصغيرة والأرقام والشرطات فقط",
    openQrApp: "افتح تطبيق QR",
  },
  categories: {
    name: "الفئات |||| فئة |||| الفئات |||| الفئات |||| الفئات |||| الفئات",
    fields: {
      id: "المعرّف",
      name: "الاسم",
      description: "الوصف",
      parent_id: "الفئة الرئيسية",
      menu_id: "القائمة",
      media: "الصورة",
      media_id: "الصورة",
      sort: "الترتيب",
      created_at: "تاريخ الإنشاء",
    },
    noName: "بدون اسم",
    noParent: "لا شيء (المستوى الأعلى)",
    page: { list: "الفئات", create: "إضافة فئة", edit: "تعديل الفئة" },
    empty: "لا توجد فئات بعد",
  },
};
