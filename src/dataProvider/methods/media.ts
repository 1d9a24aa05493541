import type { SmartUploadAnswer } from "../../custom/menu-editor/smartUpload";
import { SmartUploadRefused } from "../../custom/menu-editor/smartUpload";
import { PROGRESS_MAX } from "../../domain/constants";
import { UploadError, type UploadedMedia, type UploadKind } from "../../resources/shared/mediaUpload";
import { isSuccess, sendForm } from "../uploadClient";

const UPLOAD_PATH = "media/upload";
const FAILED = "app.catalog.media.failed";

interface ErrorAnswer {
  message?: string;
  errors?: Record<string, string[]>;
}

/** File uploads (SPEC §7 Media), with their progress. A refusal rejects with the server's status and message. */
export const mediaMethods = {
  /** One file, stored for the business ("category" pictures are fitted in 800x800 on the server too). */
  async uploadMedia({
    file,
    businessId,
    kind = "media",
    onProgress,
  }: {
    file: File;
    businessId?: number;
    kind?: UploadKind;
    onProgress?: (percent: number) => void;
  }): Promise<{ data: UploadedMedia }> {
    const body = new FormData();
    if (businessId !== undefined) body.append("business_id", String(businessId));
    body.append("kind", kind);
    body.append("file", file, file.name);
    const answer = await sendForm(UPLOAD_PATH, body, { onProgress }).catch((error: { status: number }) => {
      throw new UploadError(FAILED, error.status);
    });
    const uploaded = (answer.body as { file?: UploadedMedia } | undefined)?.file;
    if (isSuccess(answer.status) && uploaded) {
      onProgress?.(PROGRESS_MAX);
      return { data: uploaded };
    }
    throw new UploadError((answer.body as ErrorAnswer | undefined)?.message ?? FAILED, answer.status);
  },

  /**
   * One smart-uploader file: `convert-item` names the open category (the server creates the item, the image
   * featured), `full-path` the file's place in the dropped folder (its sub-folders become subcategories). full-path
   * travels as a form field before the file, which the server reads like the header: a header cannot carry an
   * Arabic folder name.
   */
  async uploadMenuFile({
    file,
    path,
    menuId,
    categoryId,
    onProgress,
  }: {
    file: File;
    path: string;
    menuId: number;
    categoryId: number;
    onProgress: (percent: number) => void;
  }): Promise<{ data: SmartUploadAnswer }> {
    const body = new FormData();
    body.append("full-path", path);
    body.append("file", file, file.name);
    const headers = { "menu-id": String(menuId), "convert-item": String(categoryId) };
    const answer = await sendForm(UPLOAD_PATH, body, { headers, onProgress }).catch(
      (error: { status: number }) => {
        throw new SmartUploadRefused(FAILED, error.status);
      },
    );
    const parsed = answer.body as (Partial<SmartUploadAnswer> & ErrorAnswer) | undefined;
    if (isSuccess(answer.status) && parsed?.item) {
      onProgress(PROGRESS_MAX);
      return { data: { item: parsed.item } };
    }
    const fieldMessage = Object.values(parsed?.errors ?? {})[0]?.[0];
    throw new SmartUploadRefused(fieldMessage ?? parsed?.message ?? FAILED, answer.status);
  },
};
