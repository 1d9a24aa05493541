import type { LocalizedText } from "../../domain/localizedText";
import type { ServiceableType } from "../../domain/media";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { MediaUploadInput } from "../shared/MediaUploadInput";
import { useCurrentScope } from "../shared/useCurrentScope";
import { ServiceableInput } from "./ServiceableInput";

/** Service form (SPEC §2 Forms): localized name and description, a single image, what it belongs to. */
export function ServiceInputs() {
  const { businessId } = useCurrentScope();
  return (
    <>
      <LocalesTabsInput withDescription />
      <MediaUploadInput
        source="media_id"
        previewSource="media"
        label="resources.services.fields.media"
        businessId={businessId}
      />
      <ServiceableInput prefix="serviceable" />
    </>
  );
}

interface ServiceFormValues {
  locales?: LocalizedText[];
  media_id?: number | null;
  serviceable_type?: ServiceableType;
  serviceable_id?: number;
  updated_at?: string;
}

export const servicePayload = (values: ServiceFormValues) => ({
  locales: values.locales,
  media_id: values.media_id,
  serviceable_type: values.serviceable_type,
  serviceable_id: values.serviceable_id,
  updated_at: values.updated_at,
});
