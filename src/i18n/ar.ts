import type { AppMessages } from "./en";
import { declaredResourcesArabic } from "./declared.ar";
import { catalogAppArabic, catalogResourcesArabic } from "./catalog.ar";
import { shellArabic } from "./shell.ar";
import { operationsResourcesArabic } from "./operations.ar";
import { liveArabic } from "./live.ar";
import { frontDeskArabic } from "./frontDesk.ar";
import { frontDoorArabic } from "./frontDoor.ar";

// Arabic catalogue of the application's own strings; typed by the English one so no key can be missing.
// Plural strings carry polyglot's six Arabic forms (0, 1, 2, 3–10, 11–99, 100+). react-admin asks for
// resource names with smart_count 2, so the dual slot holds the plain plural used as a title.
export const appArabic: AppMessages = {
  app: {
    name: "لوحة تحكم المنيو",
    language: {
      label: "اللغة",
    },
    menu: {
      dashboard: "لوحة التحكم",
    },
    validation: {
      required: "هذا الحقل مطلوب",
      email: "يرجى إدخال بريد إلكتروني صالح",
      minLength:
        "الحد الأدنى للطول %{smart_count} حرف |||| الحد الأدنى للطول حرف واحد |||| الحد الأدنى للطول حرفان |||| الحد الأدنى للطول %{smart_count} أحرف |||| الحد الأدنى للطول %{smart_count} حرفًا |||| الحد الأدنى للطول %{smart_count} حرف",
      nameRequired: "اسمك مطلوب",
      businessTypeRequired: "يرجى اختيار نوع النشاط",
      businessNameRequired: "اسم النشاط التجاري مطلوب",
      passwordRequired: "كلمة المرور مطلوبة",
      passwordConfirmationMismatch: "تأكيد كلمة المرور غير مطابق",
      termsRequired: "يرجى الموافقة على الشروط والأحكام",
    },
    errors: {
      unexpected: "حدث خطأ غير متوقع",
    },
    notFound: {
      title: "الصفحة غير موجودة",
      text: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
      home: "الذهاب إلى الصفحة الرئيسية",
    },
    live: liveArabic,
    frontDesk: frontDeskArabic,
    frontDoor: frontDoorArabic,
    businessTypes: {
      restaurant: "مطعم",
      salon: "صالون",
      hotel: "فندق",
      chalet: "شاليه",
    },
    ...catalogAppArabic,
    shell: shellArabic,
  },
  resources: {
    ...catalogResourcesArabic,
    ...operationsResourcesArabic,
    ...declaredResourcesArabic,
  },
};
