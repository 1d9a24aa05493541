import type { shellEnglish } from "./shell.en";

// Arabic strings of the application shell; typed by the English ones so no key can be missing.

export const shellArabic: typeof shellEnglish = {
  // The menu editor's link, named after the business type; every other link is named by its registry entry.
  links: {
    listing: {
      restaurant: "قائمة المطاعم",
      salon: "قائمة الصالونات",
      hotel: "قائمة الفنادق",
      chalet: "قائمة الشاليهات",
    },
  },
  groups: {
    catalog: "الكتالوج",
    operations: "العمليات",
    organisation: "المنشأة",
    administration: "الإدارة",
  },
  pageRefused: "ليست لديك صلاحية فتح تلك الصفحة في هذا النشاط. اطلب الصلاحية من مالكه.",
  sidebar: {
    navigation: "التنقل الرئيسي",
  },
  more: "خيارات أخرى",
  search: {
    label: "البحث في الصفحات",
    placeholder: "ابحث في الصفحات…",
    noResults: "لا توجد صفحة مطابقة",
  },
  globalSearch: {
    open: "البحث في كل شيء",
    title: "البحث في كل شيء",
    label: "ابحث في الطلبات والحجوزات والعملاء والأصناف والصفحات",
    placeholder: "اسم، هاتف، رقم طلب، صنف…",
    recent: "الأخيرة",
    recentSearches: "عمليات البحث الأخيرة",
    noResults: "لا توجد نتائج مطابقة",
    typeMore: "اكتب 3 أحرف على الأقل للبحث في السجلات",
    failed: "لم يستجب البحث. حاول مرة أخرى.",
    kinds: {
      page: "الصفحات",
      order: "الطلبات",
      stay: "الحجوزات",
      customer: "العملاء",
      item: "الأصناف",
      category: "الفئات",
      user: "المستخدمون",
      branch: "الفروع",
    },
  },
  scope: {
    business: "النشاط التجاري",
    branch: "الفرع",
    menu: "القائمة",
    chooseBusiness: "اختر النشاط التجاري",
    chooseMenu: "اختر القائمة",
  },
  qr: {
    menu: "رمز QR للمنيو",
    login: "رمز QR لتسجيل الدخول",
    branch: "الفرع",
    image: "رمز QR لفرع %{branch}",
    pending: "يظهر رمز الفرع الأول خلال ثوانٍ، أو اختر فرعًا.",
    failed: "تعذر إنشاء رمز QR.",
    copy: "نسخ الرابط",
    copied: "تم نسخ الرابط",
  },
  notifications: {
    label: "الإشعارات",
    title: "الإشعارات",
    empty: "لا توجد إشعارات بعد.",
    loadMore: "تحميل المزيد",
    unread: "غير مقروء",
  },
  userMenu: {
    apps: "التطبيقات",
    qrApp: "تطبيق QR",
    ordersApp: "تطبيق الطلبات",
    tabletApp: "تطبيق الجهاز اللوحي",
  },
  banner: {
    title: "الحجوزات مغلقة",
    text: "كان بإمكان العملاء الحجز حتى %{date}. حدّد تاريخًا جديدًا في إعدادات تطبيق الجوال لفتح الحجوزات من جديد.",
    action: "الذهاب إلى الإعدادات",
    short: "الحجز مغلق بعد",
    dismiss: "إخفاء لهذا اليوم",
  },
  footer: {
    rights: "جميع الحقوق محفوظة.",
  },
};
