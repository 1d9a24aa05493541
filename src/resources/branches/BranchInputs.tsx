import { regex, TextInput } from "react-admin";
import type { LocalizedText } from "../../domain/localizedText";
import { BRANCH_SLUG_PATTERN } from "../../domain/resources/branches";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { QrAppAddress } from "./QrAppAddress";

// The server's slug rule, checked before sending.
const SLUG_FORMAT = new RegExp(BRANCH_SLUG_PATTERN);

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
