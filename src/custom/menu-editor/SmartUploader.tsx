import { useRef, useState, type DragEvent } from "react";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import CheckIcon from "@mui/icons-material/CheckCircle";
import ErrorIcon from "@mui/icons-material/Error";
import FolderIcon from "@mui/icons-material/DriveFolderUpload";
import ImageIcon from "@mui/icons-material/AddPhotoAlternate";
import PendingIcon from "@mui/icons-material/HourglassEmpty";
import { useLocale, useTranslate } from "react-admin";
import { ITEM_IMAGE_COMPRESS_QUALITY, MENU_RELOAD_AFTER_UPLOADS_MS } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import {
  acceptedTypes,
  compressForUpload,
  fileProblem,
  MAX_UPLOAD_MEGABYTES,
} from "../../resources/shared/mediaUpload";
import { useMenuEditorApi } from "./api";
import { batchProgress, droppedFiles, pickedFiles, type SmartFile } from "./smartUpload";
import type { EditorCategory } from "./types";

type Result =
  | { path: string; status: "waiting" | "uploading" }
  | { path: string; status: "created"; name: string }
  | { path: string; status: "refused"; reason: string };

interface SmartUploaderProps {
  menuId: number;
  /** The open category: files go in it, sub-folders become its subcategories. */
  category: EditorCategory;
  /** Reloads the menu once the batch is over (SPEC §4). */
  onFinished: () => Promise<void>;
}

/** Hidden files a folder carries along (.DS_Store and the like) are no menu items. */
const isHidden = (path: string) => path.split("/").some((part) => part.startsWith("."));

/**
 * The Smart Uploader (SPEC §2, §5, §6): images or whole folders dropped or chosen here become items of the open
 * category, one upload at a time, with a progress bar for the batch and a line per file saying what became of it.
 */
export function SmartUploader({ menuId, category, onFinished }: SmartUploaderProps) {
  const { sendSmartFile } = useMenuEditorApi();
  const translate = useTranslate();
  const locale = useLocale();
  const [results, setResults] = useState<Result[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const busy = progress !== null;
  const busyRef = useRef(false);

  const run = async (chosen: SmartFile[]) => {
    const files = chosen.filter((f) => !isHidden(f.path)).sort((a, b) => a.path.localeCompare(b.path));
    // One upload at a time (SPEC §5): a batch waits for the last one to finish.
    if (busyRef.current || files.length === 0) return;
    busyRef.current = true;
    const shown: Result[] = files.map(({ path }) => ({ path, status: "waiting" }));
    const show = (index: number, result: Result) => {
      shown[index] = result;
      setResults([...shown]);
    };
    setResults([...shown]);
    setProgress(0);
    for (const [index, smart] of files.entries()) {
      const problem = fileProblem(smart.file, false);
      if (problem) {
        show(index, {
          path: smart.path,
          status: "refused",
          reason: translate(problem, { size: MAX_UPLOAD_MEGABYTES }),
        });
        setProgress(batchProgress(files.length, index + 1, 0));
        continue;
      }
      show(index, { path: smart.path, status: "uploading" });
      try {
        const file = await compressForUpload(smart.file, "media", ITEM_IMAGE_COMPRESS_QUALITY);
        const answer = await sendSmartFile(
          { file, path: smart.path },
          { menuId, categoryId: category.id },
          (sent) => setProgress(batchProgress(files.length, index, sent)),
        );
        show(index, { path: smart.path, status: "created", name: answer.item.name });
      } catch (error) {
        const message = error instanceof Error ? error.message : "app.catalog.media.failed";
        show(index, { path: smart.path, status: "refused", reason: translate(message, { _: message }) });
      }
      setProgress(batchProgress(files.length, index + 1, 0));
    }
    await new Promise((resolve) => setTimeout(resolve, MENU_RELOAD_AFTER_UPLOADS_MS));
    await onFinished();
    busyRef.current = false;
    setProgress(null);
  };

  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) await run(await droppedFiles(event.dataTransfer));
  };

  const created = results.filter((r) => r.status === "created").length;
  const refused = results.filter((r) => r.status === "refused").length;
  const categoryName = localizedName(category.locales, locale, translate("app.menuEditor.noName"));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="smart-uploader">
      <Typography variant="h6" component="h2">
        {translate("app.menuEditor.smartUploader.title", { category: categoryName })}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => void onDrop(event)}
        aria-disabled={busy}
        sx={{
          my: 2,
          p: 3,
          border: "2px dashed",
          borderColor: over ? "primary.main" : "divider",
          borderRadius: 1,
          textAlign: "center",
          opacity: busy ? 0.6 : 1,
        }}
      >
        <Typography color="text.secondary">{translate("app.menuEditor.smartUploader.dropHere")}</Typography>
        <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 1 }}>
          <Button component="label" startIcon={<ImageIcon />} disabled={busy}>
            {translate("app.menuEditor.smartUploader.chooseImages")}
            <input
              hidden
              type="file"
              multiple
              accept={acceptedTypes(false).join(",")}
              onChange={(event) => {
                const files = pickedFiles(event.target.files ?? []);
                event.target.value = "";
                void run(files);
              }}
            />
          </Button>
          <Button component="label" startIcon={<FolderIcon />} disabled={busy}>
            {translate("app.menuEditor.smartUploader.chooseFolder")}
            <input
              hidden
              type="file"
              data-testid="smart-uploader-folder"
              // A folder and everything under it: the files carry their path (webkitRelativePath).
              {...{ webkitdirectory: "" }}
              onChange={(event) => {
                const files = pickedFiles(event.target.files ?? []);
                event.target.value = "";
                void run(files);
              }}
            />
          </Button>
        </Stack>
      </Box>
      {busy && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2">
            {translate("app.menuEditor.smartUploader.uploading", {
              done: created + refused,
              total: results.length,
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={translate("app.menuEditor.smartUploader.progress")}
          />
        </Box>
      )}
      {!busy && results.length > 0 && (
        <Alert severity={refused ? "warning" : "success"} sx={{ mb: 1 }}>
          {translate("app.menuEditor.smartUploader.summary", { created, refused })}
        </Alert>
      )}
      {results.length > 0 && (
        <List dense aria-label={translate("app.menuEditor.smartUploader.results")}>
          {results.map((result) => (
            <ListItem key={result.path} data-status={result.status}>
              <ListItemIcon>
                {result.status === "created" ? (
                  <CheckIcon color="success" />
                ) : result.status === "refused" ? (
                  <ErrorIcon color="error" />
                ) : (
                  <PendingIcon />
                )}
              </ListItemIcon>
              <ListItemText
                primary={result.path}
                secondary={
                  result.status === "created"
                    ? translate("app.menuEditor.smartUploader.created", { name: result.name })
                    : result.status === "refused"
                      ? translate("app.menuEditor.smartUploader.refused", { reason: result.reason })
                      : translate(
                          result.status === "uploading"
                            ? "app.menuEditor.smartUploader.sending"
                            : "app.menuEditor.smartUploader.waiting",
                        )
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
