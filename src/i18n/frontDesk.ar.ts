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
    noTables: "لا توجد طاولات في هذا الطابق بعد.",
    loadFailed: "تعذّر تحميل الطاولات",
  },
  staffCreated: {
    title: "الدعوة جاهزة",
    linkIntro:
      "سلّم %{name} رابط الدعوة هذا الخاص بـ %{email}. به يختار كلمة المرور الخاصة به، أو يسجّل الدخول بكلمة مروره الحالية، وينضم.",
    linkOnce:
      "انسخه الآن: لن يظهر مرة أخرى. يعمل مرة واحدة ولمدة %{days} أيام؛ لا تسلّمه لغيره. إعادة الإرسال تُنشئ رابطًا جديدًا.",
    emailSent:
      "أُرسلت إلى %{email} دعوة فيها رابط يعمل مرة واحدة. به يختار %{name} كلمة المرور الخاصة به، أو يسجّل الدخول بكلمة مروره الحالية، وينضم.",
    invitedNote: "يظهر في القائمة مدعوًّا إلى أن يقبل الدعوة.",
    copy: "نسخ الرابط",
    copied: "تم نسخ الرابط",
    close: "تم",
  },
  setPassword: {
    title: "انضم إلى فريقك",
    invitedBy: "دعاك %{inviter} للانضمام إلى %{business} كموظف (%{email}).",
    invitedTo: "يدعوك %{business} للانضمام كموظف (%{email}).",
    intro: "جديد هنا؟ اختر كلمة المرور التي ستسجّل الدخول بها.",
    signInIntro: "لديك حساب بالفعل؟ سجّل الدخول ببريدك الإلكتروني وكلمة مرورك لقبول الدعوة.",
    password: "كلمة المرور الجديدة",
    confirmation: "تأكيد كلمة المرور",
    submit: "عيّن كلمة المرور وانضم",
    signInSubmit: "سجّل الدخول واقبل",
    haveAccount: "لدي حساب بالفعل",
    newHere: "ليست لدي كلمة مرور بعد",
    missingLink: "تُفتح هذه الصفحة من الرابط الموجود في دعوتك.",
  },
};
