// API keys and the Idempotency-Key of create routes (issue 49).
export const apiKeys = {
  en: {
    "auth.apiKeyRefused":
      "An API key cannot do this: it is for an account or for managing the business. Sign in as a person.",
    "apiKeys.branchUnknown": "This branch is not one of the business's.",
    "apiKeys.permissionUnknown": "This permission does not exist for this business.",
    "apiKeys.expiryPast": "The expiry must be in the future.",
    "apiKeys.tooMany": "This business already has {count} API keys; revoke one it no longer needs.",
    "validation.unknownSort": "This list cannot be sorted by this field.",
    "idempotency.keyInvalid": "The Idempotency-Key must be 1 to 100 visible ASCII characters.",
    "idempotency.keyReused":
      "This Idempotency-Key was already used for another request. Send a new key for a new request.",
    "idempotency.inProgress":
      "A request with this Idempotency-Key is still being processed. Retry in a moment to get its answer.",
  },
  ar: {
    "auth.apiKeyRefused":
      "لا يمكن لمفتاح API القيام بذلك: هذا خاص بالحساب أو بإدارة النشاط التجاري. سجّل الدخول بصفتك شخصًا.",
    "apiKeys.branchUnknown": "هذا الفرع ليس من فروع النشاط التجاري.",
    "apiKeys.permissionUnknown": "هذه الصلاحية غير موجودة لهذا النشاط التجاري.",
    "apiKeys.expiryPast": "يجب أن يكون تاريخ الانتهاء في المستقبل.",
    "apiKeys.tooMany": "لدى هذا النشاط التجاري {count} مفتاح API بالفعل؛ ألغِ مفتاحًا لم يعد يحتاجه.",
    "validation.unknownSort": "لا يمكن ترتيب هذه القائمة حسب هذا الحقل.",
    "idempotency.keyInvalid": "يجب أن يتكون Idempotency-Key من 1 إلى 100 حرف ASCII مرئي.",
    "idempotency.keyReused": "استُخدم Idempotency-Key هذا بالفعل لطلب آخر. أرسل مفتاحًا جديدًا لطلب جديد.",
    "idempotency.inProgress":
      "لا يزال طلب بـ Idempotency-Key هذا قيد المعالجة. أعد المحاولة بعد لحظة للحصول على رده.",
  },
} as const;
