import { Link, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useWatch } from "react-hook-form";
import { appLinksFor } from "../../layout/user/appLinks";
import { useAppAddresses } from "../../layout/user/useAppAddresses";

/**
 * The QR app address of a branch by its slug: the app's address with the slug appended (SPEC §2 Shell); undefined
 * until the addresses are known.
 */
export function useQrAppAddresses(): (slug: string | undefined) => string | undefined {
  const addresses = useAppAddresses();
  return (slug) =>
    addresses && slug ? appLinksFor(addresses, slug).find((link) => link.id === "qrApp")?.href : undefined;
}

/** Shown on the branch form under the slug: where customers reach this branch's menu. */
export function QrAppAddress() {
  const translate = useTranslate();
  const slug = useWatch({ name: "slug" }) as string | undefined;
  const address = useQrAppAddresses()(slug?.trim() || undefined);
  if (!address) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate("resources.branches.fields.qr_app")}:{" "}
      <Link href={address} target="_blank" rel="noopener noreferrer" dir="ltr" data-testid="qr-app-address">
        {address}
      </Link>
    </Typography>
  );
}
