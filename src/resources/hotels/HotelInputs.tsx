import { required, TextInput } from "react-admin";
import { MediaUploadInput } from "../shared/MediaUploadInput";
import { useCurrentScope } from "../shared/useCurrentScope";

/** Hotel form (SPEC §2 Forms): a name and a single image. */
export function HotelInputs() {
  const { businessId } = useCurrentScope();
  return (
    <>
      <TextInput source="name" validate={required("app.validation.required")} fullWidth />
      <MediaUploadInput
        source="media_id"
        previewSource="media"
        label="resources.hotels.fields.media"
        businessId={businessId}
      />
    </>
  );
}

/** What the API takes of a hotel form. */
export const hotelPayload = (values: { name?: string; media_id?: number | null; updated_at?: string }) => ({
  name: values.name?.trim(),
  media_id: values.media_id,
  updated_at: values.updated_at,
});
