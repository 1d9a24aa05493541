import { useState } from "react";
import { Box } from "@mui/material";
import defaultAvatar from "./default-avatar.svg";

/**
 * The user's picture in a circle, or the default one when there is none or it fails to load (SPEC §2). A plain
 * image: MUI's Avatar (letters, icons, its own loading state: 1 KB gzip) is more than the top bar needs.
 */
export function UserAvatar({ src, size }: { src?: string | null; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : defaultAvatar;
  return (
    <Box
      component="img"
      src={shown}
      alt=""
      onError={() => src && setFailed(src)}
      sx={{ width: size, height: size, borderRadius: "50%", objectFit: "cover", flexShrink: 0 }}
    />
  );
}
