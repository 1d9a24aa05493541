// Messages of webhook endpoints (issue 49), in both languages.
export const webhooks = {
  en: {
    "webhooks.url.invalid": "Enter an http:// or https:// address without a user name or password.",
    "webhooks.url.private":
      "This address is on a loopback, private or link-local network: webhooks are only sent to public addresses.",
    "webhooks.url.unresolved": "This address's host name could not be found.",
    "webhooks.events.required": "Choose at least one event.",
    "webhooks.tooMany": "A business can have at most {max} webhook endpoints.",
  },
  ar: {
    "webhooks.url.invalid": "أدخل عنوانًا يبدأ بـ http:// أو https:// دون اسم مستخدم أو كلمة مرور.",
    "webhooks.url.private":
      "هذا العنوان على شبكة محلية أو خاصة أو عنوان ارتجاعي: لا تُرسل الإشعارات البرمجية إلا إلى عناوين عامة.",
    "webhooks.url.unresolved": "تعذّر العثور على اسم المضيف في هذا العنوان.",
    "webhooks.events.required": "اختر حدثًا واحدًا على الأقل.",
    "webhooks.tooMany": "يمكن أن يكون للنشاط {max} نقطة استقبال للإشعارات البرمجية على الأكثر.",
  },
} as const;
