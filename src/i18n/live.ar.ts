// Arabic strings of live updates: connection state, the new-order alarm and its sound (app.live.*).
export const liveArabic = {
  disconnected: "التحديثات المباشرة غير متصلة. جارٍ إعادة الاتصال…",
  ringing:
    "لا طلبات بانتظار الرد |||| طلب جديد بانتظار الرد |||| طلبان جديدان بانتظار الرد |||| %{smart_count} طلبات جديدة بانتظار الرد |||| %{smart_count} طلبًا جديدًا بانتظار الرد |||| %{smart_count} طلب جديد بانتظار الرد",
  mute: "إيقاف التنبيه",
  enableSound: "تفعيل الصوت",
  soundBlocked: "منع المتصفح صوت تنبيه الطلبات الجديدة. انقر للسماح به.",
  preferenceHelp:
    "عند التفعيل، يصدر الطلب الجديد أيضًا تنبيهًا صوتيًا حتى يُقبل أو يُرفض، ويظهر إشعار في المتصفح عندما تكون هذه الصفحة في الخلفية.",
  background: {
    newOrder: "طلب جديد",
    newReservation: "حجز جديد",
    waiterCall: "ضيف يطلب النادل",
  },
  waiterCall: "%{table} تطلب النادل",
  waiterCallNote: "%{table} تطلب النادل: «%{note}»",
};
