// Arabic strings of the kitchen screen (app.kitchen.*), fetched with its page.
export const kitchenArabic = {
  title: "المطبخ",
  empty: "لا توجد طلبات مفتوحة. تظهر الطلبات المقبولة هنا فور وصولها.",
  noBranch: "اختر فرعًا لعرض مطبخه.",
  ready: "جاهز",
  readyTicket: "تحديد الطلب رقم %{number} جاهزًا",
  recall: "استرجاع",
  recallTitle: "آخر طلب صار جاهزًا",
  recallNone: "لم يُجهَّز أي طلب بعد.",
  close: "إغلاق",
  fullScreen: "ملء الشاشة",
  offline: "غير متصل: قد تتأخر الطلبات الجديدة. جارٍ إعادة الاتصال…",
  minutes:
    "%{smart_count} دقيقة |||| دقيقة واحدة |||| دقيقتان |||| %{smart_count} دقائق |||| %{smart_count} دقيقة |||| %{smart_count} دقيقة",
  justNow: "الآن",
  count:
    "لا طلبات مفتوحة |||| طلب مفتوح واحد |||| طلبان مفتوحان |||| %{smart_count} طلبات مفتوحة |||| %{smart_count} طلبًا مفتوحًا |||| %{smart_count} طلب مفتوح",
  table: "طاولة %{name}",
  readOnly: "يمكنك رؤية الطلبات دون تحديدها جاهزة.",
  bumped: "الطلب رقم %{number} جاهز",
  addition: "إضافة",
  station: "المحطة",
  pass: "التسليم (كل البنود)",
};
