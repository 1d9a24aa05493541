// Arabic strings of the operations screens; the same keys as operations.en.ts.

const users = {
  editTitle: "تعديل المستخدم",
  fields: {
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    phone_country: "رمز الدولة",
    password: "كلمة المرور",
    password_confirmation: "تأكيد كلمة المرور",
    role: "الدور",
    status: "الحالة",
    created_at: "تاريخ الإنشاء",
  },
  roles: { owner: "المالك", staff: "موظف" },
  statuses: { active: "نشط", invited: "مدعو" },
  hints: {
    email: "اختياري: يُنشأ من رقم الهاتف إذا تُرك فارغًا",
    invitation: "يتلقى الشخص دعوة ويختار كلمة المرور الخاصة به، ويظهر في القائمة مدعوًّا إلى أن يقبلها.",
    passwordEdit: "اتركها فارغة للإبقاء على كلمة المرور الحالية",
  },
  validation: { phoneInvalid: "رقم الهاتف غير صالح" },
  invitation: {
    resend: "إعادة الإرسال",
    cancel: "إلغاء الدعوة",
    cancelTitle: "هل تريد إلغاء دعوة %{name}؟",
    cancelContent: "سيتوقف الرابط المرسل إلى %{email} عن العمل. يمكنك دعوته مرة أخرى لاحقًا.",
    cancelConfirm: "إلغاء الدعوة",
    keep: "الإبقاء عليها",
    canceled: "أُلغيت الدعوة",
  },
  search: {
    label: "المستخدم",
    typeToSearch: "اكتب الاسم أو البريد الإلكتروني أو رقم الهاتف",
    noOptions: "لا يوجد مستخدمون",
    noneFound: "لم يتم العثور على مستخدم باسم %{query}",
    notFound: "المستخدم غير موجود!",
  },
};

const orders = {
  editTitle: "تعديل الطلب",
  changeStatus: "حالة الطلب رقم %{number}",
  noName: "بدون اسم",
  system: "النظام",
  historyBy: "بواسطة %{name} في %{date}",
  fields: {
    number: "الطلب",
    created_at: "التاريخ",
    type: "النوع",
    table: "الطاولة",
    customer: "العميل",
    total: "الإجمالي",
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    extra_charge: "رسوم إضافية",
    payment_state: "الدفع",
    status: "الحالة",
    item: "الصنف",
    quantity: "الكمية",
    line_total: "المبلغ",
  },
  sections: { customer: "العميل", lines: "الأصناف", history: "سجل الحالات" },
  statuses: {
    pending: "قيد الانتظار",
    accepted: "مقبول",
    rejected: "مرفوض",
    ready: "جاهز",
    delivered: "تم التسليم",
  },
  types: {
    dine_in: "تناول في المطعم",
    delivery: "توصيل",
    car_pickup: "استلام من السيارة",
    self_pickup: "استلام ذاتي",
  },
  paymentStates: { paid: "مدفوع", not_paid: "غير مدفوع" },
};

const reservations = {
  editTitle: "تعديل الحجز",
  checkTimes: "تسجيل الدخول الساعة %{checkIn}، والخروج الساعة %{checkOut}",
  noPrice: "لا يوجد سعر لهذا العقار في هذه الليالي بعد",
  estimate:
    "السعر: %{total} مقابل %{smart_count} ليلة |||| السعر: %{total} مقابل ليلة واحدة |||| السعر: %{total} مقابل ليلتين |||| السعر: %{total} مقابل %{smart_count} ليالٍ |||| السعر: %{total} مقابل %{smart_count} ليلة |||| السعر: %{total} مقابل %{smart_count} ليلة",
  availability: {
    title: "التواريخ المتاحة لهذه الوحدة",
    none: "لا توجد تواريخ متاحة في الأشهر القادمة",
    period: "من %{from} إلى %{to}",
    taken: "هذه التواريخ غير متاحة لهذه الوحدة",
  },
  fields: {
    id: "الحجز",
    listing: "العقار",
    unit: "الوحدة",
    from: "تسجيل الدخول",
    to: "تسجيل الخروج",
    customer: "اسم العميل",
    phone: "هاتف العميل",
    notes: "ملاحظات",
    total: "السعر",
    paid: "المدفوع",
    balance: "المتبقي",
    received: "المستلم",
    refunded: "المسترد",
    deposit: "التأمين المحتفظ به",
    status: "الحالة",
    payment_state: "حالة الدفع",
  },
  statuses: { pending: "قيد الانتظار", completed: "مكتمل", canceled: "ملغى" },
  paymentStates: {
    partially_paid: "مدفوع جزئيًا",
    paid: "مدفوع",
    not_paid: "غير مدفوع",
    no_data: "لا توجد بيانات",
    reservable: "قابل للحجز",
  },
  priceKinds: { weekday: "يوم عادي", weekend: "نهاية الأسبوع", holiday: "عطلة", full_week: "أسبوع كامل" },
  payment: {
    record: "تسجيل دفعة",
    amount: "المبلغ",
    method: "طريقة الدفع",
    positive: "يجب أن يكون المبلغ أكبر من صفر",
    list: "الدفعات",
    methods: { cash: "نقدًا", knet: "كي نت", online: "عبر الإنترنت", bank_transfer: "تحويل بنكي" },
    kinds: {
      payment: "دفعة",
      refund: "استرداد",
      deposit: "تأمين مستلم",
      deposit_return: "تأمين مُعاد",
    },
    actions: {
      payment: "تسجيل دفعة",
      refund: "استرداد",
      deposit: "استلام التأمين",
      deposit_return: "إعادة التأمين",
    },
  },
  cancel: {
    action: "إلغاء الحجز",
    content: "سيتم إلغاء الحجز وتحرير الوحدة.",
    refund: "المبلغ المسترد للعميل (من %{paid} مستلمة)",
    refundHint: "اترك 0 للاحتفاظ بالمبلغ؛ يُسجَّل الاسترداد كقيد مستقل.",
    confirm: "نعم، ألغِه!",
  },
  board: {
    otherBranch: "محجوز عبر فرع آخر",
    title: "لوحة الحجوزات",
    unit: "الوحدة %{name}",
    start: "حجز جديد: %{listing}، الوحدة %{unit}، %{date}",
    open: "الحجز رقم %{id} %{name} (%{status})",
    previous: "الأسبوعان السابقان",
    next: "الأسبوعان التاليان",
    today: "اليوم",
    list: "القائمة",
    partial:
      "لا توجد حجوزات لعرضها |||| عرض %{count} من أصل حجز واحد |||| عرض %{count} من أصل حجزين |||| عرض %{count} من أصل %{smart_count} حجوزات |||| عرض %{count} من أصل %{smart_count} حجزًا |||| عرض %{count} من أصل %{smart_count} حجز",
    noListings: "لا توجد شاليهات في هذا النشاط بعد.",
  },
};

const permissions = {
  title: "الصلاحيات",
  branch: "الفرع",
  user: "الموظف",
  grid: "صلاحيات الموظف",
  area: "القسم",
  cell: "%{action} في %{area}",
  save: "حفظ",
  noStaff: "لا يوجد موظفون في هذا النشاط بعد. أضف موظفًا من صفحة المستخدمين.",
  chooseUser: "اختر موظفًا لتعديل صلاحياته في هذا الفرع.",
};

const invoices = {
  title: "التقارير المالية",
  total: "الإجمالي",
  period:
    "%{from} – %{to} · لا فواتير |||| %{from} – %{to} · فاتورة واحدة |||| %{from} – %{to} · فاتورتان |||| %{from} – %{to} · %{smart_count} فواتير |||| %{from} – %{to} · %{smart_count} فاتورة |||| %{from} – %{to} · %{smart_count} فاتورة",
  byDay: "الإجمالي حسب اليوم",
  byBranch: "حسب الفرع",
  byPaymentState: "حسب حالة الدفع",
  noData: "لا توجد فواتير في هذه الفترة",
  summary: {
    sales: "المبيعات",
    salesHint: "الطلبات المقبولة وما بعدها والحجوزات غير الملغاة (حسب تاريخ الدخول) في هذه الفترة",
    received: "المستلم",
    receivedHint: "دفعات الحجوزات والطلبات المدفوعة من هذه المبيعات",
    refunded: "المسترد",
    refundedHint: "المبالغ المعادة للعملاء في هذه الفترة",
    outstanding: "المستحق",
    outstandingHint: "ما تبقى غير مدفوع من مبيعات هذه الفترة",
  },
  fields: {
    number: "الفاتورة",
    issued_on: "التاريخ",
    branch: "الفرع",
    kind: "مقابل",
    amount: "المبلغ",
    payment_state: "حالة الدفع",
  },
  kinds: { order: "الطلب رقم %{number}", reservation_payment: "دفعة الحجز رقم %{id}" },
};

// The rest of the audits' strings is a section fetched with their page (audits.ar.ts).
const audits = {
};

export const operationsResourcesArabic = {
  users,
  orders,
  reservations,
  permissions,
  invoices,
  audits,
};
