import { PROGRESS_MAX } from "../../domain/constants";

// The smart uploader's files (sent by the dataProvider's uploadMenuFile) and the batch's progress.

/** A file picked or dropped, with its path inside the dropped folder ("Menu/Drinks/cola.png", or just the name). */
export interface SmartFile {
  file: File;
  path: string;
}

export interface SmartUploadAnswer {
  item: { id: number; category_id: number; name: string };
}

/** A file the server refused (or that did not arrive), with the server's message and status (0: no answer). */
export class SmartUploadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The batch's progress 0..100: finished files count whole, the one on its way by its sent share. */
export const batchProgress = (total: number, finished: number, current: number): number =>
  total === 0
    ? 0
    : Math.min(PROGRESS_MAX, Math.round(((finished + current / PROGRESS_MAX) / total) * PROGRESS_MAX));

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
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    into.push({ file, path: path || file.name });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) break;
    for (const child of batch.sort((a, b) => a.name.localeCompare(b.name))) await collect(child, into);
  }
}
