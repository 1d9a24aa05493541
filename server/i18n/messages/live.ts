// Messages of the built-in live server's Pusher HTTP API (publishing from another backend), in both languages.
export const live = {
  en: {
    "live.api.unknownApp": "There is no app with this id on this server.",
    "live.api.unknownKey": "The auth_key is not this app's key.",
    "live.api.unsupportedVersion": "Only auth_version 1.0 is supported.",
    "live.api.timestampMissing": "auth_timestamp is required (seconds since 1970).",
    "live.api.timestampExpired": "auth_timestamp is more than 600 seconds away from the server's clock.",
    "live.api.bodyMd5": "body_md5 does not match the body sent.",
    "live.api.badSignature": "auth_signature is not the HMAC-SHA256 of this request with the app's secret.",
    "live.api.dataTooLarge": "An event's data must not be larger than 10 KB.",
    "live.api.unknownAttribute": "Unknown attribute {attribute}.",
    "live.api.userCountPresenceOnly": "user_count is only available for presence channels.",
    "live.api.usersPresenceOnly": "Users can only be listed for presence channels.",
  },
  ar: {
    "live.api.unknownApp": "لا يوجد تطبيق بهذا المعرّف على هذا الخادم.",
    "live.api.unknownKey": "قيمة auth_key ليست مفتاح هذا التطبيق.",
    "live.api.unsupportedVersion": "الإصدار الوحيد المدعوم من auth_version هو 1.0.",
    "live.api.timestampMissing": "الحقل auth_timestamp مطلوب (بالثواني منذ 1970).",
    "live.api.timestampExpired": "يبعد auth_timestamp عن ساعة الخادم أكثر من 600 ثانية.",
    "live.api.bodyMd5": "قيمة body_md5 لا تطابق محتوى الطلب المرسل.",
    "live.api.badSignature": "قيمة auth_signature ليست توقيع HMAC-SHA256 لهذا الطلب بسرّ التطبيق.",
    "live.api.dataTooLarge": "يجب ألا تزيد بيانات الحدث على 10 كيلوبايت.",
    "live.api.unknownAttribute": "الخاصية {attribute} غير معروفة.",
    "live.api.userCountPresenceOnly": "user_count متاح لقنوات الحضور فقط.",
    "live.api.usersPresenceOnly": "لا يمكن عرض المستخدمين إلا لقنوات الحضور.",
  },
} as const;
