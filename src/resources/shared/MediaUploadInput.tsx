import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Box, Button, FormControl, FormHelperText, FormLabel } from "@mui/material";
import { ProgressLine } from "./ProgressLine";
import UploadIcon from "@mui/icons-material/CloudUpload";
import { useFormContext, useWatch } from "react-hook-form";
import { useInput, useTranslate, type Validator } from "react-admin";
import { PARALLEL_UPLOADS, PROGRESS_BAR_DELAY_MS, PROGRESS_MIN } from "../../domain/constants";
import {
  acceptedTypes,
  compressForUpload,
  fileProblem,
  MAX_UPLOAD_MEGABYTES,
  type UploadKind,
} from "./mediaUpload";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { MediaThumbnail, type MediaPreview } from "./MediaThumbnail";

export type { MediaPreview };

export interface MediaUploadInputProps {
  /** Form field of the media id (single) or list of ids (multiple), e.g. `media_id` or `media_ids`. */
  source: string;
  /**
   * Form field of the previews, e.g. `media` (a record's `{ id, src }` or list of them): read for the initial
   * thumbnails and written with each upload so the preview survives re-renders.
   */
  previewSource?: string;
  label?: string;
  multiple?: boolean;
  /** Also accept MP4 videos (galleries). */
  allowVideo?: boolean;
  /** "category": pictures resized within 800 px instead of 1200 px. */
  kind?: UploadKind;
  /** The business the upload is for (default: the server picks the user's first). */
  businessId?: number;
  validate?: Validator | Validator[];
  helperText?: string;
}

const asList = (value: unknown): MediaPreview[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(
    (entry): entry is MediaPreview => typeof entry === "object" && entry !== null && "id" in entry,
  );

/**
 * Image (and optional MP4) upload through `media/upload` (SPEC §5 Uploads): type and size checked first, images
 * compressed in the browser, one upload at a time with a progress bar shown after PROGRESS_BAR_DELAY_MS,
 * thumbnails with remove. The field's value is the media id (or ids); the previews go to `previewSource`.
 */
export function MediaUploadInput({
  source,
  previewSource,
  label,
  multiple = false,
  allowVideo = false,
  kind = "media",
  businessId,
  validate,
  helperText,
}: MediaUploadInputProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const uploading = useRef(false);
  const notWhileUploading: Validator = () => (uploading.current ? "app.catalog.media.busy" : undefined);
  const validators = [
    ...(Array.isArray(validate) ? validate : validate ? [validate] : []),
    notWhileUploading,
  ];
  const { field, fieldState, isRequired, id } = useInput({ source, validate: validators });
  const { setValue } = useFormContext();
  const recordPreviews = asList(useWatch({ name: previewSource ?? `__no_preview_${source}` }));
  const [localPreviews, setLocalPreviews] = useState<MediaPreview[]>([]);
  const previews = previewSource ? recordPreviews : localPreviews;

  const [problem, setProblem] = useState<{ key: string; args?: Record<string, unknown> } | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number; visible: boolean } | null>(null);
  const current = useRef<MediaPreview[]>(previews);
  useEffect(() => {
    current.current = previews;
  });
  // Records embed their media but not the id field: start the field from the previews (not a user change).
  const hasValue = field.value !== undefined;
  const previewIds = previews.map((media) => media.id).join();
  useEffect(() => {
    if (hasValue || !previewIds) return;
    const ids = previewIds.split(",").map(Number);
    setValue(source, multiple ? ids : ids[0], { shouldDirty: false });
  }, [hasValue, previewIds, multiple, setValue, source]);

  const write = (next: MediaPreview[]) => {
    current.current = next;
    const ids = next.map((media) => media.id);
    field.onChange(multiple ? ids : (ids[0] ?? null));
    const previewValue = multiple ? next : (next[0] ?? null);
    if (previewSource) setValue(previewSource, previewValue, { shouldDirty: true });
    else setLocalPreviews(next);
  };

  const uploadOne = async (file: File) => {
    const timer = setTimeout(
      () => setProgress((shown) => (shown ? { ...shown, visible: true } : shown)),
      PROGRESS_BAR_DELAY_MS,
    );
    setProgress({ name: file.name, percent: PROGRESS_MIN, visible: false });
    try {
      const ready = await compressForUpload(file, kind);
      const { data: uploaded } = await dataProvider.uploadMedia({
        file: ready,
        businessId,
        kind,
        onProgress: (percent) => setProgress((shown) => (shown ? { ...shown, percent } : shown)),
      });
      write(multiple ? [...current.current, uploaded] : [uploaded]);
    } catch (error) {
      setProblem({ key: error instanceof Error ? error.message : "app.catalog.media.failed" });
    } finally {
      clearTimeout(timer);
      setProgress(null);
    }
  };

  const onFilesChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    setProblem(null);
    const refused = files.map((file) => fileProblem(file, allowVideo)).find(Boolean);
    if (refused) {
      setProblem({ key: refused, args: { size: MAX_UPLOAD_MEGABYTES } });
      return;
    }
    // PARALLEL_UPLOADS is 1: the chosen files go one after the other.
    uploading.current = true;
    try {
      const queue = multiple ? files : files.slice(0, PARALLEL_UPLOADS);
      for (const file of queue) await uploadOne(file);
    } finally {
      uploading.current = false;
    }
  };

  const remove = (mediaId: number) => write(current.current.filter((media) => media.id !== mediaId));
  const labelText = label ? translate(label, { _: label }) : undefined;
  const pickLabel = allowVideo
    ? "app.catalog.media.chooseWithVideo"
    : multiple
      ? "app.catalog.media.chooseMany"
      : "app.catalog.media.choose";
  const validationError = fieldState.error?.message;
  const shownProblem = problem
    ? translate(problem.key, { _: problem.key, ...problem.args })
    : validationError
      ? translate(validationError, { _: validationError })
      : undefined;

  return (
    <FormControl error={!!shownProblem} sx={{ my: 1, width: "100%" }}>
      {labelText && (
        <FormLabel htmlFor={id} required={isRequired}>
          {labelText}
        </FormLabel>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, my: 1 }}>
        {previews.map((media) => (
          <MediaThumbnail key={media.id} media={media} onRemove={() => remove(media.id)} />
        ))}
      </Box>
      <Box>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={!!progress}>
          {translate(pickLabel)}
          <input
            id={id}
            hidden
            type="file"
            aria-label={labelText ?? translate(pickLabel)}
            accept={acceptedTypes(allowVideo).join(",")}
            multiple={multiple}
            onChange={onFilesChosen}
          />
        </Button>
      </Box>
      {progress?.visible && (
        <Box sx={{ mt: 1 }} role="status">
          <FormHelperText error={false}>
            {translate("app.catalog.media.uploading", { name: progress.name })}
          </FormHelperText>
          <ProgressLine variant="determinate" value={progress.percent} />
        </Box>
      )}
      {(shownProblem || helperText) && (
        <FormHelperText role={shownProblem ? "alert" : undefined}>
          {shownProblem ?? translate(helperText ?? "", { _: helperText })}
        </FormHelperText>
      )}
    </FormControl>
  );
}
