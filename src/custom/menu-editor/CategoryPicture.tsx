import { useState, type ChangeEvent } from "react";
import { Box, Button, LinearProgress } from "@mui/material";
import UploadIcon from "@mui/icons-material/CloudUpload";
import { useNotify, useTranslate } from "react-admin";
import { CATEGORY_PREVIEW_WIDTH, PROGRESS_BAR_DELAY_MS } from "../../domain/constants";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { acceptedTypes, compressForUpload, fileProblem, MAX_UPLOAD_MEGABYTES } from "../../resources/shared/mediaUpload";
import { useMenuEditorApi } from "./api";

interface CategoryPictureProps {
  media: { id: number; src: string } | null;
  businessId: number;
  canUpload: boolean;
  onUploaded: (media: { id: number; src: string }) => void;
}

/** The category's picture, previewed CATEGORY_PREVIEW_WIDTH wide, replaced by an upload fitted in 800x800. */
export function CategoryPicture({ media, businessId, canUpload, onUploaded }: CategoryPictureProps) {
  const { uploadMedia } = useMenuEditorApi();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const [progress, setProgress] = useState<number | null>(null);
  const [showProgress, setShowProgress] = useState(false);

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
      const ready = await compressForUpload(file, "category");
      const uploaded = await uploadMedia(ready, { businessId, kind: "category", onProgress: setProgress });
      onUploaded({ id: uploaded.id, src: uploaded.src });
    } catch (error) {
      notifyApiError(error);
    } finally {
      clearTimeout(timer);
      setShowProgress(false);
      setProgress(null);
    }
  };

  return (
    <Box sx={{ width: CATEGORY_PREVIEW_WIDTH }}>
      {media && (
        <Box component="img" src={media.src} alt={translate("app.menuEditor.picture")} sx={{ width: CATEGORY_PREVIEW_WIDTH, borderRadius: 1, display: "block" }} />
      )}
      {canUpload && (
        <Button component="label" size="small" startIcon={<UploadIcon />} disabled={progress !== null} sx={{ mt: 1 }}>
          {translate("app.menuEditor.picture")}
          <input hidden type="file" accept={acceptedTypes(false).join(",")} onChange={onChosen} />
        </Button>
      )}
      {showProgress && progress !== null && <LinearProgress variant="determinate" value={progress} />}
    </Box>
  );
}
