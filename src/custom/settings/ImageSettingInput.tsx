import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { MediaUploadInput, type MediaPreview } from "../../resources/shared/MediaUploadInput";

// Settings keep an image as its address (`/media/...`), the upload input as a media id and preview: the
// preview lives under `_previews` and its src is copied to the key. An image already saved has no media id
// here, so it is shown with a stand-in id.
const SAVED_IMAGE_ID = -1;
export const PREVIEWS_FIELD = "_previews";
export const MEDIA_IDS_FIELD = "_mediaIds";

export function ImageSettingInput({
  source,
  label,
  businessId,
}: {
  source: string;
  label: string;
  businessId?: number;
}) {
  const { setValue, getValues } = useFormContext();
  const previewSource = `${PREVIEWS_FIELD}.${source}`;
  const preview = useWatch({ name: previewSource }) as MediaPreview | null | undefined;

  useEffect(() => {
    const saved: unknown = getValues(source);
    if (getValues(previewSource) === undefined && typeof saved === "string" && saved) {
      setValue(previewSource, { id: SAVED_IMAGE_ID, src: saved }, { shouldDirty: false });
    }
  }, [getValues, setValue, source, previewSource]);

  useEffect(() => {
    if (preview === undefined) return;
    const src = preview?.src ?? null;
    if (getValues(source) !== src) setValue(source, src, { shouldDirty: true });
  }, [preview, getValues, setValue, source]);

  return (
    <MediaUploadInput
      source={`${MEDIA_IDS_FIELD}.${source}`}
      previewSource={previewSource}
      label={label}
      businessId={businessId}
    />
  );
}
