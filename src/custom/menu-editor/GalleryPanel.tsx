import { useEffect, useState, type ChangeEvent } from "react";
import { Box, Button, Chip, IconButton, LinearProgress, Stack, TextField, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import UploadIcon from "@mui/icons-material/CloudUpload";
import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { useNotify, useTranslate } from "react-admin";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { DROPZONE_THUMBNAIL, PROGRESS_BAR_DELAY_MS, TOAST_MS } from "../../domain/constants";
import { parseYouTubeId } from "../../domain/youtube";
import {
  acceptedTypes,
  compressForUpload,
  fileProblem,
  MAX_UPLOAD_MEGABYTES,
} from "../../resources/shared/mediaUpload";
import { useMenuEditorApi } from "./api";
import { useMenuEditor } from "./editorContext";
import { featuredOf } from "./ItemImage";
import { Sortable } from "./Sortable";
import { withItemMedia } from "./tree";
import type { EditorItem, EditorMedia } from "./types";
import { useDragAnnouncements } from "./useDragAnnouncements";
import { EditorDeleteConfirm } from "./EditorButtons";

function MediaTile({ media, featured }: { media: EditorMedia; featured: boolean }) {
  const translate = useTranslate();
  const box = {
    width: DROPZONE_THUMBNAIL.width,
    height: DROPZONE_THUMBNAIL.height,
    objectFit: "cover",
    borderRadius: 1,
    display: "block",
  } as const;
  return (
    <Box sx={{ position: "relative" }}>
      {media.type === "youtube" ? (
        <Box component="img" src={`https://img.youtube.com/vi/${media.src}/0.jpg`} alt="YouTube" sx={box} />
      ) : media.type.startsWith("video/") ? (
        <Box component="video" src={media.src} sx={box} />
      ) : (
        <Box component="img" src={media.thumb_src ?? media.src} alt="" sx={box} />
      )}
      {featured && (
        <Chip
          size="small"
          color="primary"
          label={translate("app.menuEditor.gallery.featured")}
          sx={{ position: "absolute", top: 4, insetInlineStart: 4 }}
        />
      )}
    </Box>
  );
}

/** The item's gallery: uploads (images, mp4) or a YouTube link, reorder by drag, delete (SPEC §2, §4, §5). */
export function GalleryPanel({ item }: { item: EditorItem }) {
  const { attachMedia, deleteMedia, loadItem, sortMedia, uploadMedia } = useMenuEditorApi();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { businessId, updateCategories } = useMenuEditor();
  const [media, setMedia] = useState<EditorMedia[]>(item.media);
  const [link, setLink] = useState("");
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [uploading, setUploading] = useState<{ name: string; percent: number; visible: boolean } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<EditorMedia | null>(null);
  const sensors = useSensors(useSensor(PointerSensor));
  // Screen readers hear the reordering in the reader's language.
  const dragAccessibility = useDragAnnouncements();

  useEffect(() => setMedia(item.media), [item.media]);
  const refresh = async () => {
    const fresh = await loadItem(businessId, item.id);
    setMedia(fresh.media);
    updateCategories((tree) => withItemMedia(tree, item.id, fresh.media));
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    const refused = files.map((f) => fileProblem(f, true)).find(Boolean);
    if (refused) return notify(refused, { type: "error", messageArgs: { size: MAX_UPLOAD_MEGABYTES } });
    const ids: number[] = [];
    try {
      // One upload at a time; the media are attached only once every upload has finished (SPEC §4).
      for (const file of files) {
        setUploading({ name: file.name, percent: 0, visible: false });
        const timer = setTimeout(
          () => setUploading((u) => u && { ...u, visible: true }),
          PROGRESS_BAR_DELAY_MS,
        );
        const uploaded = await uploadMedia(await compressForUpload(file), {
          businessId,
          onProgress: (percent) => setUploading((u) => u && { ...u, percent }),
        }).finally(() => clearTimeout(timer));
        ids.push(uploaded.id);
      }
      if (ids.length) await attachMedia(item.id, { ids });
      await refresh();
      const names = files.map((f) => f.name).join(", ");
      setTimeout(
        () => notify("app.menuEditor.gallery.added", { type: "success", messageArgs: { name: names } }),
        TOAST_MS,
      );
    } catch (error) {
      notifyApiError(error);
    } finally {
      setUploading(null);
    }
  };

  const addYouTube = async () => {
    if (!parseYouTubeId(link)) return setLinkInvalid(true);
    try {
      await attachMedia(item.id, { type: "youtube", src: link.trim() });
      setLink("");
      await refresh();
      notify("app.menuEditor.doneSuccessfully", { type: "success" });
    } catch (error) {
      notifyApiError(error);
    }
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = media.map((m) => String(m.id));
    const next = arrayMove(media, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setMedia(next);
    try {
      await sortMedia(
        businessId,
        item.id,
        next.map((m) => m.id),
      );
      await refresh();
    } catch (error) {
      notifyApiError(error);
      setMedia(media);
    }
  };

  const onDelete = async () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      await deleteMedia(target.id);
      notify("app.menuEditor.deletedSuccessfully", { type: "success" });
      await refresh();
    } catch {
      notify("app.menuEditor.errorOccurred", { type: "error" });
    }
  };

  const featured = featuredOf(media);
  return (
    <Box>
      <Typography variant="h6">{translate("app.menuEditor.gallery.title")}</Typography>
      {media.length === 0 && (
        <Typography color="text.secondary">{translate("app.menuEditor.gallery.empty")}</Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={dragAccessibility}
      >
        <SortableContext items={media.map((m) => String(m.id))} strategy={rectSortingStrategy}>
          <Stack direction="row" flexWrap="wrap" gap={1} sx={{ my: 1 }}>
            {media.map((m) => (
              <Sortable key={m.id} id={String(m.id)}>
                {(handle) => (
                  <Box>
                    <MediaTile media={m} featured={featured?.id === m.id} />
                    <Stack direction="row" justifyContent="space-between">
                      {handle}
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={translate("app.menuEditor.delete")}
                        onClick={() => setDeleting(m)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  </Box>
                )}
              </Sortable>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={!!uploading}>
        {translate("app.menuEditor.gallery.addFiles")}
        <input hidden multiple type="file" accept={acceptedTypes(true).join(",")} onChange={onFiles} />
      </Button>
      {uploading?.visible && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="caption">
            {translate("app.menuEditor.gallery.uploading", { name: uploading.name })}
          </Typography>
          <LinearProgress variant="determinate" value={uploading.percent} />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }} alignItems="flex-start">
        <TextField
          size="small"
          fullWidth
          name="youtube"
          label={translate("app.menuEditor.gallery.youtube")}
          value={link}
          error={linkInvalid}
          helperText={linkInvalid ? translate("app.menuEditor.gallery.youtubeInvalid") : undefined}
          onChange={(event) => {
            setLink(event.target.value);
            setLinkInvalid(false);
          }}
        />
        <Button variant="contained" disabled={!link.trim()} onClick={addYouTube}>
          {translate("app.menuEditor.gallery.add")}
        </Button>
      </Stack>
      <EditorDeleteConfirm
        isOpen={deleting !== null}
        content="app.menuEditor.confirmDeleteImage"
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
