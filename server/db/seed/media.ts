import type { Insertable, Transaction } from "kysely";
import { CATEGORY_IMAGE_MAX_DIMENSION, ITEM_THUMBNAIL_WIDTH } from "../../../src/domain/constants";
import { FEATURED_SLUG, YOUTUBE_MEDIA_TYPE } from "../../../src/domain/media";
import { newMediaKey, type MediaStorage } from "../../media/storage";
import { nowIso } from "../dialect";
import type { DB, MediaTable } from "../schema/index";
import type { DemoIds } from "./foundation";
import { PALETTES, type DemoMediaWriter, type DemoPalette } from "./demo-pictures";
import { DEMO_YOUTUBE_ID, seedServicesEventsHotels } from "./services-events-hotels";

// Demo pictures drawn here (gradients with a plate or a sun), so the demo needs no downloads. Encoded once per
// process and written into the media directory for each seeded database.

interface DemoImage {
  main: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}
const cache = new Map<string, Promise<DemoImage>>();

async function draw(palette: DemoPalette, width: number, height: number): Promise<DemoImage> {
  const { top, bottom, disc } = PALETTES[palette];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const row = top.map((c, i) => Math.round(c + (bottom[i] - c) * t));
    for (let x = 0; x < width; x++) pixels.set(row, (y * width + x) * 3);
  }
  const r = Math.round(Math.min(width, height) * 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="${disc}" fill-opacity="0.85"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.round(r * 0.72)}" fill="none" stroke="${disc}" stroke-width="6"/>
  </svg>`;
  // Loaded here, not at module load: a server that is already seeded never needs it at start.
  const { default: sharp } = await import("sharp");
  const main = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
  const thumb = await sharp(main)
    .resize({ width: ITEM_THUMBNAIL_WIDTH })
    .jpeg({ quality: 70, mozjpeg: true })
    .toBuffer();
  return { main, thumb, width, height };
}

const demoImage = (palette: DemoPalette, width = 800, height = 600) => {
  const key = `${palette}:${width}x${height}`;
  if (!cache.has(key)) cache.set(key, draw(palette, width, height));
  return cache.get(key)!;
};

export function demoMediaWriter(trx: Transaction<DB>, storage: MediaStorage | undefined): DemoMediaWriter {
  const insert = async (values: Insertable<MediaTable>) =>
    (await trx.insertInto("media").values(values).returning("id").executeTakeFirstOrThrow()).id;
  return {
    async image(businessId, uploadedBy, palette, owner, size) {
      if (!storage) return 0;
      const picture = await demoImage(palette, size?.width, size?.height);
      const { key, variant } = newMediaKey(businessId, "jpg");
      await storage.put(key, picture.main);
      await storage.put(variant("thumb"), picture.thumb);
      const now = nowIso();
      return insert({
        business_id: businessId,
        uploaded_by: uploadedBy,
        mediable_type: owner?.type ?? null,
        mediable_id: owner?.id ?? null,
        type: "image/jpeg",
        src: storage.url(key),
        thumb_src: storage.url(variant("thumb")),
        slug: owner?.featured ? FEATURED_SLUG : null,
        sort: owner?.sort ?? 0,
        size: picture.main.length,
        width: picture.width,
        height: picture.height,
        created_at: now,
        updated_at: now,
      });
    },
    async youtube(businessId, uploadedBy, videoId, owner) {
      const now = nowIso();
      return insert({
        business_id: businessId,
        uploaded_by: uploadedBy,
        mediable_type: owner.type,
        mediable_id: owner.id,
        type: YOUTUBE_MEDIA_TYPE,
        src: videoId,
        sort: owner.sort,
        created_at: now,
        updated_at: now,
      });
    },
  };
}

const FOOD: DemoPalette[] = ["saffron", "pistachio", "pomegranate", "cardamom", "date"];
const COAST: DemoPalette[] = ["saltwater", "dune", "sunset"];

/** Galleries for the first items of a business (the first image featured) that have none yet. */
async function seedItemGalleries(
  trx: Transaction<DB>,
  writer: DemoMediaWriter,
  businessId: number,
  uploadedBy: number,
  options: { items: number; perItem: number; palettes: DemoPalette[] },
): Promise<number[]> {
  const items = await trx
    .selectFrom("items")
    .select("id")
    .where("business_id", "=", businessId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("media")
            .select("media.id")
            .where("media.mediable_type", "=", "Item")
            .whereRef("media.mediable_id", "=", "items.id"),
        ),
      ),
    )
    .orderBy("category_id")
    .orderBy("sort")
    .orderBy("id")
    .limit(options.items)
    .execute();
  for (const [index, item] of items.entries()) {
    const count = index < 2 ? options.perItem : 1;
    for (let sort = 0; sort < count; sort++) {
      const palette = options.palettes[(index + sort) % options.palettes.length];
      await writer.image(businessId, uploadedBy, palette, {
        type: "Item",
        id: item.id,
        sort,
        featured: sort === 0,
      });
    }
  }
  return items.map((i) => i.id);
}

/** Pictures of the top-level categories that have none. */
async function seedCategoryPictures(
  trx: Transaction<DB>,
  writer: DemoMediaWriter,
  businessId: number,
  uploadedBy: number,
) {
  const categories = await trx
    .selectFrom("categories")
    .select("id")
    .where("business_id", "=", businessId)
    .where("parent_id", "is", null)
    .where("media_id", "is", null)
    .orderBy("id")
    .limit(4)
    .execute();
  const side = CATEGORY_IMAGE_MAX_DIMENSION * 0.8;
  for (const [index, category] of categories.entries()) {
    const mediaId = await writer.image(businessId, uploadedBy, FOOD[index % FOOD.length], undefined, {
      width: side,
      height: side,
    });
    if (mediaId)
      await trx.updateTable("categories").set({ media_id: mediaId }).where("id", "=", category.id).execute();
  }
}

/**
 * Demo media: restaurant item galleries and category pictures, chalet listing galleries with a YouTube video,
 * an image for the other owner's business, then services, events and hotels with their pictures. Items and
 * categories are read from the database (the catalog seed runs first). Without a media storage no files are
 * written: records are seeded without pictures.
 */
export async function seedMedia(trx: Transaction<DB>, ids: DemoIds, storage?: MediaStorage): Promise<void> {
  const writer = demoMediaWriter(trx, storage);
  const { owner, other } = ids.users;
  await seedItemGalleries(trx, writer, ids.restaurant.businessId, owner, {
    items: 6,
    perItem: 2,
    palettes: FOOD,
  });
  await seedCategoryPictures(trx, writer, ids.restaurant.businessId, owner);
  const chalets = await seedItemGalleries(trx, writer, ids.chalet.businessId, owner, {
    items: 3,
    perItem: 3,
    palettes: COAST,
  });
  if (chalets[0])
    await writer.youtube(ids.chalet.businessId, owner, DEMO_YOUTUBE_ID, {
      type: "Item",
      id: chalets[0],
      sort: 10,
    });
  await seedItemGalleries(trx, writer, ids.otherBusiness.businessId, other, {
    items: 1,
    perItem: 1,
    palettes: ["date"],
  });
  await seedServicesEventsHotels(trx, ids, writer);
}
