import { useState, type ChangeEvent } from "react";
import { Box, Button, LinearProgress } from "@mui/material";
import UploadIcon from "@mui/icons-material/CloudUpload";
import { useNotify, useTranslate } from "react-admin";
import { ITEM_IMAGE_COMPRESS_QUALITY, ITEM_THUMBNAIL_WIDTH, PROGRESS_BAR_DELAY_MS } from "../../domain/constants";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { acceptedTypes, compressForUpload, fileProblem, MAX_UPLOAD_MEGABYTES } from "../../resources/shared/mediaUpload";
import { useMenuEditorApi } from "./api";
import type { EditorItem, EditorMedia } from "./types";

/** The featured image (SPEC §4: marked featured, else the first image). */
export const featuredOf = (media: readonly EditorMedia[]) =>
  media.find((m) => m.slug === "featured" && m.type !== "youtube") ?? media.find((m) => m.type.startsWith("image/"));

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
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [progress, setProgress] = useState<number | null>(null);
  const [showProgress, setShowProgress] = useState(false);
  const featured = featuredOf(item.media);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = fileProblem(file, false);
    if (problem) {
      notify(problem, { type: "error", messageArgs: { size: MAX_UPLOAD_MEGABYTES } });
      return;
    }
    const timer = setTimeout(() => setShowProgress(true), PROGRESS_BAR_DELAY_MS);
    setProgress(0);
    try {
      const uploaded = await uploadMedia(await compressForUpload(file, "media", ITEM_IMAGE_COMPRESS_QUALITY), { businessId, onProgress: setProgress });
      await attachMedia(item.id, { ids: [uploaded.id] });
      onUploaded(await loadItem(businessId, item.id));
    } catch (error) {
      notifyApiError(error);
    } finally {
      clearTimeout(timer);
      setShowProgress(false);
      setProgress(null);
    }
  };

  return (
    <Box sx={{ width: ITEM_THUMBNAIL_WIDTH, maxWidth: "100%" }}>
      {featured && (
        <Box
          component="img"
          src={featured.thumb_src ?? featured.src}
          alt={translate("app.menuEditor.item.image")}
          sx={{ width: ITEM_THUMBNAIL_WIDTH, maxWidth: "100%", borderRadius: 1, display: "block" }}
        />
      )}
      {canUpload && (
        <Button component="label" size="small" startIcon={<UploadIcon />} disabled={progress !== null} sx={{ mt: 1 }}>
          {translate("app.menuEditor.item.uploadImage")}
          <input hidden type="file" accept={acceptedTypes(false).join(",")} onChange={onChosen} />
        </Button>
      )}
      {showProgress && progress !== null && <LinearProgress variant="determinate" value={progress} />}
    </Box>
  );
}
