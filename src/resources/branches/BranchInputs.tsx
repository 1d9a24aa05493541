import { regex, TextInput } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { QrAppAddress } from "./QrAppAddress";

// The server's slug rule: lowercase letters and digits in dash-separated groups.
const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Branch form: localized name and the slug of its QR app address. */
export const BranchInputs = () => (
  <>
    <LocalesTabsInput />
    <TextInput
      source="slug"
      validate={regex(SLUG_FORMAT, "resources.branches.slugFormat")}
      helperText="resources.branches.slugHint"
      fullWidth
    />
    <QrAppAddress />
  </>
);

export const branchPayload = (values: {
  locales?: LocalizedText[];
  slug?: string | null;
  updated_at?: string;
}) => ({
  locales: values.locales,
  // Left empty, the server makes one from the name.
  slug: values.slug?.trim() || null,
  updated_at: values.updated_at,
});
