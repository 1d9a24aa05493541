import { ITEM_IMAGE_COMPRESS_QUALITY, ITEM_THUMBNAIL_WIDTH } from "../../domain/constants";
import { compressForUpload } from "../../resources/shared/mediaUpload";
import { useMenuEditorApi } from "./api";
import { PictureUpload } from "./PictureUpload";
import type { EditorItem, EditorMedia } from "./types";

/** The featured image (SPEC §4: marked featured, else the first image). */
export const featuredOf = (media: readonly EditorMedia[]) =>
  media.find((m) => m.slug === "featured" && m.type !== "youtube") ??
  media.find((m) => m.type.startsWith("image/"));

interface ItemImageProps {
  item: EditorItem;
  businessId: number;
  canUpload: boolean;
  /** Called with the item as the server holds it after the upload (new media and updated_at). */
  onUploaded: (item: EditorItem) => void;
}

/** The item card's picture (ITEM_THUMBNAIL_WIDTH wide) with an upload that adds it to the item's gallery. */
export function ItemImage({ item, businessId, canUpload, onUploaded }: ItemImageProps) {
  const { attachMedia, loadItem, uploadMedia } = useMenuEditorApi();
  const featured = featuredOf(item.media);
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    const ready = await compressForUpload(file, "media", ITEM_IMAGE_COMPRESS_QUALITY);
    const uploaded = await uploadMedia(ready, { businessId, onProgress });
    await attachMedia(item.id, { ids: [uploaded.id] });
    onUploaded(await loadItem(businessId, item.id));
  };
  return (
    <PictureUpload
      src={featured ? (featured.thumb_src ?? featured.src) : undefined}
      alt="app.menuEditor.item.image"
      buttonLabel="app.menuEditor.item.uploadImage"
      width={ITEM_THUMBNAIL_WIDTH}
      canUpload={canUpload}
      upload={upload}
    />
  );
}
