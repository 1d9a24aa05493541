import { useState, type ChangeEvent } from "react";
import { Box, Button } from "@mui/material";
import { ProgressLine } from "../../resources/shared/ProgressLine";
import UploadIcon from "@mui/icons-material/CloudUpload";
import { useNotify, useTranslate } from "react-admin";
import { PROGRESS_BAR_DELAY_MS } from "../../domain/constants";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { acceptedTypes, fileProblem, MAX_UPLOAD_MEGABYTES } from "../../resources/shared/mediaUpload";

interface PictureUploadProps {
  /** The address of the picture shown, if any. */
  src?: string;
  /** Translation key of the picture's description (its alt text). */
  alt: string;
  /** Translation key of the upload button. */
  buttonLabel: string;
  /** How wide the picture shows (pixels; never wider than its container). */
  width: number;
  canUpload: boolean;
  /** Uploads the chosen image (already checked), reporting its progress in percent. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<void>;
}

/**
 * A picture of the menu editor with its upload button: the file is checked first (type and size), the progress
 * bar shows only when the upload takes longer than PROGRESS_BAR_DELAY_MS, and failures go to the error toasts.
 */
export function PictureUpload({ src, alt, buttonLabel, width, canUpload, upload }: PictureUploadProps) {
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
      await upload(file, setProgress);
    } catch (error) {
      notifyApiError(error);
    } finally {
      clearTimeout(timer);
      setShowProgress(false);
      setProgress(null);
    }
  };

  return (
    <Box sx={{ width, maxWidth: "100%" }}>
      {src && (
        <Box
          component="img"
          src={src}
          alt={translate(alt)}
          sx={{ width, maxWidth: "100%", borderRadius: 1, display: "block" }}
        />
      )}
      {canUpload && (
        <Button
          component="label"
          size="small"
          startIcon={<UploadIcon />}
          disabled={progress !== null}
          sx={{ mt: 1 }}
        >
          {translate(buttonLabel)}
          <input hidden type="file" accept={acceptedTypes(false).join(",")} onChange={onChosen} />
        </Button>
      )}
      {showProgress && progress !== null && <ProgressLine variant="determinate" value={progress} />}
    </Box>
  );
}
