import type { frontDeskEnglish } from "./frontDesk.en";

// Arabic strings of the front desk (app.frontDesk.*), typed by the English ones so no key can be missing.
export const frontDeskArabic: typeof frontDeskEnglish = {
  print: {
    button: "طباعة",
    kitchen: "تذكرة المطبخ",
    receipt: "الإيصال",
    paper: "الورق",
    paper80mm: "لفة 80 مم",
    paperA4: "ورق A4",
    kitchenTitle: "تذكرة المطبخ",
    receiptTitle: "إيصال",
    order: "الطلب %{number}",
    table: "الطاولة: %{name}",
    notes: "ملاحظات",
    item: "الصنف",
    quantity: "الكمية",
    amount: "المبلغ",
    thanks: "شكرًا لكم!",
  },
  qr: {
    download: "تنزيل PNG",
    print: "طباعة",
  },
  qrSheet: {
    button: "طباعة رموز QR للطاولات",
    title: "%{floor}: رموز QR للطاولات",
    scan: "امسح الرمز لعرض القائمة والطلب",
    noTables: "لا توجد طاولات في هذا الطابق بعد.",
    loadFailed: "تعذّر تحميل الطاولات",
  },
  staffCreated: {
    title: "تمت إضافة الموظف",
    passwordIntro: "يمكن لـ %{name} تسجيل الدخول بالبريد الإلكتروني %{email} وكلمة المرور هذه:",
    passwordOnce: "انسخها الآن وسلّمها له: لن تظهر مرة أخرى.",
    existingNote: "إذا كان لهذا البريد حساب من قبل، فإنه يحتفظ بكلمة مروره ويتلقى دعوة لقبولها بدلًا من ذلك.",
    ownPassword: "يمكن لـ %{name} تسجيل الدخول بالبريد الإلكتروني %{email} وكلمة المرور التي أدخلتها.",
    emailSent:
      "أُرسل بريد إلكتروني إلى %{email} فيه رابط لتعيين كلمة المرور. إذا كان للعنوان حساب من قبل، فالرسالة تطلب منه قبول الدعوة بدلًا من ذلك.",
    copy: "نسخ كلمة المرور",
    copied: "تم نسخ كلمة المرور",
    close: "تم",
  },
  setPassword: {
    title: "عيّن كلمة المرور",
    intro: "اختر كلمة المرور التي ستسجّل الدخول بها.",
    password: "كلمة المرور الجديدة",
    confirmation: "تأكيد كلمة المرور",
    submit: "عيّن كلمة المرور وسجّل الدخول",
    missingLink: "تُفتح هذه الصفحة من الرابط الموجود في رسالة الدعوة.",
  },
};
