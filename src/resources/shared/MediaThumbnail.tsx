import { Box, IconButton } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import YouTubeIcon from "@mui/icons-material/YouTube";
import { useTranslate } from "react-admin";
import { DROPZONE_THUMBNAIL } from "../../domain/constants";
import { YOUTUBE_MEDIA_TYPE } from "../../domain/media";
import type { UploadedMedia } from "./mediaUpload";

/** A media shown as a thumbnail: what records embed (`{ id, src }`, sometimes type and thumb_src). */
export type MediaPreview = Pick<UploadedMedia, "id" | "src"> &
  Partial<Pick<UploadedMedia, "type" | "thumb_src">>;

/**
 * One upload preview (150x160, SPEC §9) with its remove button; videos show their first frame, YouTube links
 * (whose src is the video id) a YouTube mark.
 */
export function MediaThumbnail({ media, onRemove }: { media: MediaPreview; onRemove: () => void }) {
  const translate = useTranslate();
  const isVideo = media.type?.startsWith("video/");
  const size = {
    width: DROPZONE_THUMBNAIL.width,
    height: DROPZONE_THUMBNAIL.height,
    objectFit: "cover" as const,
  };
  return (
    <Box
      sx={{ position: "relative", borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
    >
      {media.type === YOUTUBE_MEDIA_TYPE ? (
        <Box
          title={media.src}
          sx={{
            ...size,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            bgcolor: "grey.100",
          }}
        >
          <YouTubeIcon color="error" fontSize="large" />
        </Box>
      ) : isVideo ? (
        <video src={media.src} style={size} muted />
      ) : (
        <img src={media.thumb_src ?? media.src} alt={translate("app.catalog.media.preview")} style={size} />
      )}
      <IconButton
        size="small"
        onClick={onRemove}
        aria-label={translate("app.catalog.media.remove")}
        sx={{ position: "absolute", top: 4, insetInlineEnd: 4, bgcolor: "background.paper" }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
