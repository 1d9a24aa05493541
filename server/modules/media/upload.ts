import fs from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CATEGORY_IMAGE_MAX_DIMENSION,
  IMAGE_MAX_DIMENSION,
  MAX_IMAGE_UPLOAD_BYTES,
} from "../../../src/domain/constants";
import { FEATURED_SLUG, isImageType } from "../../../src/domain/media";
import { can } from "../../../src/domain/permissions";
import { forbidden, HttpError, notFound, validationFailed } from "../../errors";
import { processImage } from "../../media/images";
import {
  largestLimit,
  receiveUpload,
  removeTemp,
  tooLargeForAny,
  type ReceivedFile,
  type UploadLimits,
} from "../../media/receive";
import { deleteMediaFiles, mediaStorage, newMediaKey } from "../../media/storage";
import { checkAccess } from "../../plugins/access";
import { loadAccess } from "../../plugins/tenancy";
import { insertMedia } from "./repository";
import { createItemFromFile, parseSmartUploadPath } from "./smart-upload";
import { canWriteSomething } from "./targets";

/** Options of an upload, from headers (the dashboard's menu-id, full-path, convert-item) or form fields. */
interface UploadOptions {
  businessId?: number;
  menuId?: number;
  convertItem?: number;
  fullPath?: string;
  kind: "category" | "media";
}

function readOptions(request: FastifyRequest, fields: Record<string, string>): UploadOptions {
  const raw = (name: string): string | undefined => {
    for (const key of [name, name.replace(/-/g, "_"), name.replace(/_/g, "-")]) {
      // Header values may already be numbers: the route's header schema coerces them.
      const header: unknown = request.headers[key];
      const value = (Array.isArray(header) ? header[0] : header) ?? fields[key];
      if (value !== undefined && value !== null && value !== "") return String(value);
    }
    return undefined;
  };
  const errors: Record<string, string> = {};
  const id = (name: string) => {
    const value = raw(name);
    if (value === undefined) return undefined;
    if (!/^[1-9]\d{0,9}$/.test(value.trim())) errors[name] = "validation.type";
    return Number(value);
  };
  const options: UploadOptions = {
    businessId: id("business_id"),
    menuId: id("menu-id"),
    convertItem: id("convert-item"),
    fullPath: raw("full-path")?.slice(0, 1024),
    kind: raw("kind") === "category" ? "category" : "media",
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  return options;
}

/**
 * Room for the multipart framing and the few small fields around the file: a Content-Length over the largest
 * limit plus this cannot hold an acceptable file, so it is refused before a byte is read.
 */
const MULTIPART_OVERHEAD_BYTES = 128 * 1024;

const namesBusiness = (options: UploadOptions) =>
  options.businessId !== undefined || options.menuId !== undefined || options.convertItem !== undefined;

/**
 * The check made before a byte of the body is read, from the headers alone. When they name the business (or a
 * menu or category of it) this is the full check. When they don't, form fields may still choose the business,
 * so the user must be allowed this upload in at least one of their businesses; the fields are checked again
 * when the file part begins (readMultipart). A user who may not upload anywhere never has the body read.
 */
async function authorizeBeforeBody(request: FastifyRequest, options: UploadOptions) {
  if (namesBusiness(options)) {
    await authorizeUpload(request, await businessOfUpload(request, options), options);
    return;
  }
  const access = await loadAccess(request);
  if (!access.business.length) throw notFound();
  const refusedIn = (error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 403) return false;
    throw error;
  };
  for (const business of access.business) {
    if (await authorizeUpload(request, business.id, options).then(() => true, refusedIn)) return;
  }
  throw forbidden();
}

/**
 * Reads the multipart body. Fields are honoured only when they come before the file (as the dashboard's
 * FormData sends them): when the file part begins, the options from headers and those fields are resolved and
 * authorized, and only then is the file streamed to a temporary file. Fields after the file are ignored.
 */
async function readMultipart(request: FastifyRequest, limits: UploadLimits) {
  const fields: Record<string, string> = {};
  let received:
    { file: ReceivedFile & { name: string }; options: UploadOptions; businessId: number } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: largestLimit(limits) + 1, files: 1, fields: 20, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (!received) fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== "file" || received) {
        part.file.resume();
      } else {
        const options = readOptions(request, fields);
        const businessId = await businessOfUpload(request, options);
        await authorizeUpload(request, businessId, options);
        const file = { ...(await receiveUpload(part.file, limits)), name: part.filename };
        received = { file, options, businessId };
      }
    }
  } catch (error) {
    if (received) await removeTemp(received.file.tempPath);
    throw error;
  }
  return received;
}

/** Which business the upload is for: business_id, else the menu's, else the user's first; the user must belong to it. */
async function businessOfUpload(request: FastifyRequest, options: UploadOptions): Promise<number> {
  let businessId = options.businessId;
  if (options.menuId) {
    const menu = await request.server.db
      .selectFrom("menus")
      .select("business_id")
      .where("id", "=", options.menuId)
      .executeTakeFirst();
    if (!menu || (businessId !== undefined && menu.business_id !== businessId)) throw notFound();
    businessId = menu.business_id;
  }
  if (businessId === undefined) {
    const ids = (await loadAccess(request)).business.map((b) => b.id);
    if (!ids.length) throw notFound();
    businessId = Math.min(...ids);
  }
  return businessId;
}

/**
 * The permission an upload needs: categories for a category picture, items.create for the smart uploader, else any
 * write. The route is open to any signed-in user by declaration: its business comes from headers or form fields
 * read while the body streams in, so this is the upload's finer rule (membership first, as the access hook's).
 */
async function authorizeUpload(request: FastifyRequest, businessId: number, options: UploadOptions) {
  const access = await checkAccess(request, { businessId });
  if (options.convertItem) {
    let query = request.server.db
      .selectFrom("categories")
      .select(["id", "menu_id"])
      .where("id", "=", options.convertItem)
      .where("business_id", "=", businessId);
    if (options.menuId) query = query.where("menu_id", "=", options.menuId);
    if (!(await query.executeTakeFirst())) throw notFound();
    if (!can(access, { businessId, area: "items", action: "create" })) throw forbidden();
    // Sub-folders become subcategories: that needs categories.create as well.
    const { folders } = parseSmartUploadPath(options.fullPath, "");
    if (folders.length && !can(access, { businessId, area: "categories", action: "create" }))
      throw forbidden();
  } else if (options.kind === "category") {
    const allowed = (["create", "update"] as const).some((action) =>
      can(access, { businessId, area: "categories", action }),
    );
    if (!allowed) throw forbidden();
  } else if (!canWriteSomething(access, businessId)) {
    throw forbidden();
  }
}

interface StoredFile {
  type: string;
  src: string;
  thumb_src: string | null;
  size: number;
  width: number | null;
  height: number | null;
}

/** Images are re-encoded (no metadata, resized, with a thumbnail); MP4 videos are stored as they came. */
async function storeFile(
  app: FastifyInstance,
  businessId: number,
  file: ReceivedFile,
  maxDimension: number,
): Promise<StoredFile> {
  const storage = mediaStorage(app.config);
  if (!isImageType(file.mime)) {
    const { key } = newMediaKey(businessId, "mp4");
    await storage.put(key, fs.createReadStream(file.tempPath));
    return {
      type: file.mime,
      src: storage.url(key),
      thumb_src: null,
      size: file.size,
      width: null,
      height: null,
    };
  }
  const image = await processImage(file.tempPath, file.mime, maxDimension);
  const { key, variant } = newMediaKey(businessId, image.extension);
  const thumbKey = variant("thumb");
  await storage.put(key, image.main.data);
  await storage.put(thumbKey, image.thumb.data);
  return {
    type: image.mime,
    src: storage.url(key),
    thumb_src: storage.url(thumbKey),
    size: image.main.data.length,
    width: image.main.width,
    height: image.main.height,
  };
}

/**
 * POST media/upload. Order matters: the token (auth hook), then who may upload where and whether a declared
 * Content-Length can fit at all, all before the body is read; an answer given then makes Node close the
 * connection, so the rest of the body is never read. The file is then cut at its type's limit while it streams.
 */
export async function handleUpload(app: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw validationFailed({ file: "media.fileRequired" });
  const limits = { imageBytes: MAX_IMAGE_UPLOAD_BYTES, videoBytes: app.config.maxVideoBytes };
  // Who may upload where, and whether the body can fit at all, are settled before the body is read.
  await authorizeBeforeBody(request, readOptions(request, {}));
  const declared = Number(request.headers["content-length"]);
  if (declared > largestLimit(limits) + MULTIPART_OVERHEAD_BYTES) throw tooLargeForAny(limits);
  const received = await readMultipart(request, limits);
  if (!received) throw validationFailed({ file: "media.fileRequired" });
  const { file, options, businessId } = received;
  let stored: StoredFile | undefined;
  try {
    const imageOnly = options.kind === "category" || !!options.convertItem;
    if (imageOnly && !isImageType(file.mime)) throw new HttpError(415, "media.imageOnly");
    const maxDimension = options.kind === "category" ? CATEGORY_IMAGE_MAX_DIMENSION : IMAGE_MAX_DIMENSION;
    stored = await storeFile(app, businessId, file, maxDimension);
    const saved = stored;
    return await app.db.transaction().execute(async (trx) => {
      const item = options.convertItem
        ? await createItemFromFile(
            trx,
            request,
            businessId,
            options.convertItem,
            parseSmartUploadPath(options.fullPath, file.name),
          )
        : undefined;
      const media = await insertMedia(trx, request, businessId, {
        mediable_type: item ? "Item" : null,
        mediable_id: item?.id ?? null,
        slug: item ? FEATURED_SLUG : null,
        sort: 0,
        ...saved,
      });
      const { id, src, type, thumb_src, width, height } = media;
      return { file: { id, src, type, thumb_src, width, height }, ...(item ? { item } : {}) };
    });
  } catch (error) {
    if (stored) await deleteMediaFiles(mediaStorage(app.config), [stored.src, stored.thumb_src]);
    throw error;
  } finally {
    await removeTemp(file.tempPath);
  }
}
