import { required, SelectInput } from "react-admin";
import type { BusinessType } from "../../domain/constants";
import type { LocalizedText } from "../../domain/localizedText";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { MediaUploadInput } from "../shared/MediaUploadInput";

import { BUSINESS_TYPE_CHOICES } from "./businessTypeChoices";

/** Business form (SPEC §2 Forms): localized name, type and logo. */
export const BusinessInputs = ({ businessId }: { businessId?: number }) => (
  <>
    <LocalesTabsInput />
    <SelectInput
      source="type"
      choices={BUSINESS_TYPE_CHOICES}
      validate={required("app.validation.required")}
    />
    <MediaUploadInput
      source="logo_media_id"
      previewSource="media"
      label="resources.business.fields.media"
      businessId={businessId}
    />
  </>
);

export const businessPayload = (values: {
  locales?: LocalizedText[];
  type?: BusinessType;
  logo_media_id?: number | null;
  updated_at?: string;
  timezone?: string;
}) => ({
  locales: values.locales,
  type: values.type,
  logo_media_id: values.logo_media_id,
  updated_at: values.updated_at,
  // Only a new business sends its zone; an existing one changes it on the Configurations page.
  ...(values.timezone ? { timezone: values.timezone } : {}),
});
