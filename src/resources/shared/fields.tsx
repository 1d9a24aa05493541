import { Box } from "@mui/material";
import { useLocale, useRecordContext, useTranslate } from "react-admin";
import { DROPZONE_THUMBNAIL } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { formatDisplayDate, formatHolidayDate } from "./dates";

// Small list fields the catalog screens share.

interface LocalizedNameFieldProps {
  source?: string;
  /** Only the current language counts; otherwise `emptyText` (categories show "No Name", SPEC §8). */
  strict?: boolean;
  emptyText?: string;
  label?: string;
  sortBy?: string;
  sortable?: boolean;
}

/** A record's name in the current language (else the first one given). */
export function LocalizedNameField({
  source = "locales",
  strict = false,
  emptyText = "",
}: LocalizedNameFieldProps) {
  const record = useRecordContext();
  const locale = useLocale();
  const translate = useTranslate();
  const locales = record?.[source] as LocalizedText[] | undefined;
  const name = strict
    ? locales?.find((entry) => entry.locale === locale && entry.name)?.name
    : localizedName(locales, locale);
  return <span>{name || (emptyText ? translate(emptyText, { _: emptyText }) : "")}</span>;
}

interface MediaThumbFieldProps {
  source?: string;
  label?: string;
  sortable?: boolean;
}

/** The thumbnail of a record's image (`{ id, src }` or the first of a list). */
export function MediaThumbField({ source = "media" }: MediaThumbFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as
    { src?: string; thumb_src?: string | null; type?: string } | null | undefined;
  const media = Array.isArray(value) ? value.find((entry) => entry?.type?.startsWith("image/")) : value;
  if (!media?.src) return null;
  return (
    <Box
      component="img"
      src={media.thumb_src ?? media.src}
      alt={translate("app.catalog.media.preview")}
      sx={{
        width: DROPZONE_THUMBNAIL.width / 2,
        height: DROPZONE_THUMBNAIL.height / 2,
        objectFit: "cover",
        borderRadius: 1,
      }}
    />
  );
}

interface DayFieldProps {
  source: string;
  /** Holiday dates show as YYYY-MM-DD (SPEC §5); other dates as DD-MM-YYYY. */
  holiday?: boolean;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** A date shown as SPEC §5 asks, in every language (no locale-dependent format). */
export function DayField({ source, holiday = false }: DayFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  return <span>{holiday ? formatHolidayDate(value) : formatDisplayDate(value)}</span>;
}
