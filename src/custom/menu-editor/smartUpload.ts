import { getToken } from "../../authProvider/session";
import { PROGRESS_MAX } from "../../domain/constants";
import { getCurrentLocale } from "../../i18n/locale";

// One smart-uploader file sent to POST media/upload (SPEC §7 Media): `convert-item` names the open category (the
// server creates the item, the image featured), `full-path` the file's place in the dropped folder (its sub-folders
// become subcategories). full-path travels as a form field before the file, which the server reads like the
// header: a header cannot carry an Arabic folder name.

/** A file picked or dropped, with its path inside the dropped folder ("Menu/Drinks/cola.png", or just the name). */
export interface SmartFile {
  file: File;
  path: string;
}

export interface SmartUploadAnswer {
  item: { id: number; category_id: number; name: string };
}

export class SmartUploadRefused extends Error {}

export function sendSmartFile(
  { file, path }: SmartFile,
  target: { menuId: number; categoryId: number },
  onProgress: (percent: number) => void,
): Promise<SmartUploadAnswer> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("full-path", path);
    body.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media/upload");
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("app-name", "dashboard");
    request.setRequestHeader("system", "web");
    request.setRequestHeader("locale", getCurrentLocale());
    request.setRequestHeader("menu-id", String(target.menuId));
    request.setRequestHeader("convert-item", String(target.categoryId));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * PROGRESS_MAX));
    };
    request.onload = () => {
      const answer = parseJson(request.responseText) as (Partial<SmartUploadAnswer> & { message?: string; errors?: Record<string, string[]> }) | undefined;
      if (request.status >= 200 && request.status < 300 && answer?.item) {
        onProgress(PROGRESS_MAX);
        resolve({ item: answer.item });
        return;
      }
      const fieldMessage = Object.values(answer?.errors ?? {})[0]?.[0];
      reject(new SmartUploadRefused(fieldMessage ?? answer?.message ?? "app.catalog.media.failed"));
    };
    request.onerror = () => reject(new SmartUploadRefused("app.catalog.media.failed"));
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The batch's progress 0..100: finished files count whole, the one on its way by its sent share. */
export const batchProgress = (total: number, finished: number, current: number): number =>
  total === 0 ? 0 : Math.min(PROGRESS_MAX, Math.round(((finished + current / PROGRESS_MAX) / total) * PROGRESS_MAX));

/** Files picked with a folder input carry their path; single files only their name. */
export const pickedFiles = (files: FileList | readonly File[]): SmartFile[] =>
  Array.from(files).map((file) => ({ file, path: file.webkitRelativePath || file.name }));

/** Everything dropped: plain files, and the files of dropped folders with their paths (read through the entries API). */
export async function droppedFiles(data: DataTransfer): Promise<SmartFile[]> {
  const entries = Array.from(data.items)
    .filter((item) => item.kind === "file")
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) return pickedFiles(data.files);
  const files: SmartFile[] = [];
  for (const entry of entries) await collect(entry!, files);
  return files;
}

async function collect(entry: FileSystemEntry, into: SmartFile[]): Promise<void> {
  const path = entry.fullPath.replace(/^\/+/, "");
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    into.push({ file, path: path || file.name });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    for (const child of batch.sort((a, b) => a.name.localeCompare(b.name))) await collect(child, into);
  }
}
