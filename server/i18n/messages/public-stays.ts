// Messages of the chalet side of the public API (listings, availability, quotes and stay requests), in both
// languages. Customers read them: they say what to do, not what went wrong inside.
export const publicStays = {
  en: {
    "publicStays.branchNotFound": "No chalet business is found at this address",
    "publicStays.listingNotFound": "This chalet is not found",
    "publicStays.requestNotFound": "No booking request is found with this code",
    "publicStays.bookingClosed": "This chalet is not taking booking requests right now",
    "publicStays.dateFormat": "Enter a date as YYYY-MM-DD",
    "publicStays.pastTill": "Stays can be requested for nights up to {date}",
    "publicStays.guestsMin": "Enter the number of guests: at least 1",
    "publicStays.guestsMax": "At most {limit} guests",
    "publicStays.chooseUnit": "Choose a unit from 1 to {units}",
    "publicStays.keyReused": "This Idempotency-Key was already used for another request",
    "publicStays.keyInvalid": "The Idempotency-Key header must be a short code of visible characters",
    "publicStays.tooManyRequests": "Too many booking requests. Please try again in {minutes} minutes.",
    "publicStays.note": "Booking request from the customer app, {guests} guests",
  },
  ar: {
    "publicStays.branchNotFound": "لا يوجد نشاط شاليهات على هذا العنوان",
    "publicStays.listingNotFound": "لم يتم العثور على هذا الشاليه",
    "publicStays.requestNotFound": "لا يوجد طلب حجز بهذا الرمز",
    "publicStays.bookingClosed": "هذا الشاليه لا يستقبل طلبات الحجز حاليًا",
    "publicStays.dateFormat": "أدخل التاريخ بالصيغة YYYY-MM-DD",
    "publicStays.pastTill": "يمكن طلب الإقامة لليالٍ حتى {date}",
    "publicStays.guestsMin": "أدخل عدد الضيوف: 1 على الأقل",
    "publicStays.guestsMax": "{limit} ضيفًا على الأكثر",
    "publicStays.chooseUnit": "اختر وحدة من 1 إلى {units}",
    "publicStays.keyReused": "رأس Idempotency-Key هذا استُخدم من قبل لطلب آخر",
    "publicStays.keyInvalid": "يجب أن يكون رأس Idempotency-Key رمزًا قصيرًا من أحرف مرئية",
    "publicStays.tooManyRequests": "طلبات حجز كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {minutes} دقيقة.",
    "publicStays.note": "طلب حجز من تطبيق العملاء، عدد الضيوف {guests}",
  },
};
