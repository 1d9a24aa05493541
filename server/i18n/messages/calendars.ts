// Messages of calendar sync (issue 51), in both languages.
export const calendars = {
  en: {
    "calendars.url.invalid": "Enter an http:// or https:// address without a user name or password.",
    "calendars.url.private":
      "This address is on a loopback, private or link-local network: calendars are only fetched from public addresses.",
    "calendars.url.unresolved": "This address's host name could not be found.",
    "calendars.tooMany": "A unit can have at most {max} imported calendars.",
    "calendars.syncBusy": "This calendar is being synced right now. Try again in a moment.",
    "calendars.feedNotFound": "Calendar not found",
    "calendars.blocked": "These nights are blocked by the imported calendar “{calendar}”",
    "calendars.notify.conflict":
      "The calendar “{calendar}” blocks {from} – {to} of {listing}, which overlaps stay #{id}",
    "calendars.event.booked": "Booked",
    "calendars.event.blocked": "Blocked",
  },
  ar: {
    "calendars.url.invalid": "أدخل عنوانًا يبدأ بـ http:// أو https:// دون اسم مستخدم أو كلمة مرور.",
    "calendars.url.private":
      "هذا العنوان على شبكة محلية أو خاصة أو عنوان ارتجاعي: لا تُجلب التقويمات إلا من عناوين عامة.",
    "calendars.url.unresolved": "تعذّر العثور على اسم المضيف في هذا العنوان.",
    "calendars.tooMany": "يمكن أن يكون للوحدة {max} تقويمات مستوردة على الأكثر.",
    "calendars.syncBusy": "تجري مزامنة هذا التقويم الآن. حاول مرة أخرى بعد قليل.",
    "calendars.feedNotFound": "التقويم غير موجود",
    "calendars.blocked": "هذه الليالي محجوبة بالتقويم المستورد «{calendar}»",
    "calendars.notify.conflict":
      "التقويم «{calendar}» يحجب {from} – {to} من {listing}، ويتداخل مع الإقامة رقم {id}",
    "calendars.event.booked": "محجوز",
    "calendars.event.blocked": "محجوب",
  },
} as const;
