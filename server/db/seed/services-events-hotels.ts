import type { Transaction } from "kysely";
import { nowIso } from "../dialect";
import { localesColumns } from "../locales";
import type { DB } from "../schema/index";
import type { DemoIds } from "./foundation";
import type { DemoMediaWriter, DemoPalette } from "./demo-pictures";

/** A public demo video on YouTube (Blender's Big Buck Bunny): the demo has no MP4 file, as none can be made offline. */
export const DEMO_YOUTUBE_ID = "aqz-KE-bpKQ";

type Text = { en: string; ar: string; enAbout?: string; arAbout?: string };
const locales = (t: Text) =>
  localesColumns([
    { locale: "en", name: t.en, description: t.enAbout },
    { locale: "ar", name: t.ar, description: t.arAbout },
  ]);
const daysFromNow = (now: number, days: number, hour: number) => {
  const date = new Date(now);
  date.setUTCHours(hour, 0, 0, 0);
  return new Date(date.getTime() + days * 86_400_000).toISOString();
};

interface BusinessDemo {
  businessId: number;
  userId: number;
  hotels: { name: string; palette: DemoPalette }[];
  services: (Text & { palette: DemoPalette; onHotel: boolean })[];
  events: (Text & { startIn: number; days: number; palette: DemoPalette; youtube?: boolean })[];
}

function demoOf(ids: DemoIds): BusinessDemo[] {
  return [
    {
      businessId: ids.restaurant.businessId,
      userId: ids.users.owner,
      hotels: [
        { name: "Salmiya Bay Hotel", palette: "saltwater" },
        { name: "Kuwait Towers Suites", palette: "dune" },
      ],
      services: [
        {
          en: "Private Dining Room",
          ar: "غرفة طعام خاصة",
          enAbout: "Up to 12 guests, set menu on request.",
          arAbout: "حتى 12 ضيفًا، قائمة محددة عند الطلب.",
          palette: "pomegranate",
          onHotel: true,
        },
        {
          en: "Event Catering",
          ar: "تموين الحفلات",
          enAbout: "Buffets and live stations for 30 to 300 guests.",
          arAbout: "بوفيهات ومحطات مباشرة من 30 إلى 300 ضيف.",
          palette: "saffron",
          onHotel: false,
        },
        { en: "Birthday Setup", ar: "تجهيز أعياد الميلاد", palette: "cardamom", onHotel: false },
      ],
      events: [
        {
          en: "Ramadan Ghabga Nights",
          ar: "ليالي الغبقة الرمضانية",
          enAbout: "Traditional ghabga buffet with live oud every evening.",
          arAbout: "بوفيه غبقة تقليدي مع عزف عود حي كل مساء.",
          startIn: 10,
          days: 20,
          palette: "date",
        },
        {
          en: "Gulf Seafood Festival",
          ar: "مهرجان مأكولات الخليج البحرية",
          enAbout: "Hammour, zubaidi and shrimp from the morning market.",
          arAbout: "هامور وزبيدي وروبيان من سوق الصباح.",
          startIn: 35,
          days: 3,
          palette: "saltwater",
          youtube: true,
        },
      ],
    },
    {
      businessId: ids.chalet.businessId,
      userId: ids.users.owner,
      hotels: [
        { name: "Khiran Resort", palette: "dune" },
        { name: "Bnaider Beach Hotel", palette: "sunset" },
      ],
      services: [
        { en: "Airport Transfer", ar: "التوصيل من المطار", palette: "dune", onHotel: false },
        {
          en: "Daily Housekeeping",
          ar: "التنظيف اليومي",
          enAbout: "Fresh towels and linen every morning.",
          arAbout: "مناشف وبياضات نظيفة كل صباح.",
          palette: "saltwater",
          onHotel: true,
        },
        { en: "Beach BBQ Setup", ar: "تجهيز شواء على الشاطئ", palette: "sunset", onHotel: true },
      ],
      events: [
        {
          en: "Beach Yoga Weekend",
          ar: "عطلة اليوغا على الشاطئ",
          enAbout: "Sunrise yoga on the sand, all levels welcome.",
          arAbout: "يوغا عند شروق الشمس على الرمال لجميع المستويات.",
          startIn: 5,
          days: 2,
          palette: "saltwater",
        },
        {
          en: "National Day Fireworks",
          ar: "ألعاب نارية بمناسبة العيد الوطني",
          enAbout: "Fireworks over the Khiran marina.",
          arAbout: "ألعاب نارية فوق مرسى الخيران.",
          startIn: 60,
          days: 1,
          palette: "sunset",
          youtube: true,
        },
      ],
    },
    {
      businessId: ids.otherBusiness.businessId,
      userId: ids.users.other,
      hotels: [{ name: "Jabriya Garden Hotel", palette: "pistachio" }],
      services: [{ en: "Home Delivery", ar: "التوصيل إلى المنزل", palette: "date", onHotel: false }],
      events: [
        { en: "Coffee Tasting Morning", ar: "صباح تذوق القهوة", startIn: 14, days: 1, palette: "date" },
      ],
    },
  ];
}

/** Hotels, services and events of the demo owner's businesses (and one of each for the other owner), with pictures. */
export async function seedServicesEventsHotels(
  trx: Transaction<DB>,
  ids: DemoIds,
  writer: DemoMediaWriter,
): Promise<void> {
  for (const demo of demoOf(ids)) {
    const { businessId, userId } = demo;
    const now = nowIso();
    const hotelIds: number[] = [];
    for (const hotel of demo.hotels) {
      const { id } = await trx
        .insertInto("hotels")
        .values({
          business_id: businessId,
          name: hotel.name,
          media_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const mediaId = await writer.image(businessId, userId, hotel.palette, {
        type: "Hotel",
        id,
        sort: 0,
        featured: true,
      });
      if (mediaId) await trx.updateTable("hotels").set({ media_id: mediaId }).where("id", "=", id).execute();
      hotelIds.push(id);
    }
    for (const service of demo.services) {
      const owner =
        service.onHotel && hotelIds[0]
          ? { type: "Hotel", id: hotelIds[0] }
          : { type: "Business", id: businessId };
      const { id } = await trx
        .insertInto("services")
        .values({
          business_id: businessId,
          ...locales(service),
          serviceable_type: owner.type,
          serviceable_id: owner.id,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const mediaId = await writer.image(businessId, userId, service.palette, {
        type: "Service",
        id,
        sort: 0,
        featured: true,
      });
      if (mediaId)
        await trx.updateTable("services").set({ media_id: mediaId }).where("id", "=", id).execute();
    }
    for (const event of demo.events) {
      const owner = hotelIds[0] ? { type: "Hotel", id: hotelIds[0] } : { type: "Business", id: businessId };
      const { id } = await trx
        .insertInto("events")
        .values({
          business_id: businessId,
          ...locales(event),
          eventable_type: owner.type,
          eventable_id: owner.id,
          start: daysFromNow(ids.now, event.startIn, 16),
          end: daysFromNow(ids.now, event.startIn + event.days, 22),
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await writer.image(businessId, userId, event.palette, { type: "Event", id, sort: 0, featured: true });
      if (event.youtube)
        await writer.youtube(businessId, userId, DEMO_YOUTUBE_ID, { type: "Event", id, sort: 1 });
    }
  }
}
