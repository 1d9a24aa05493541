import { PROGRESS_MAX } from "../domain/constants";
import { apiHeaders, apiUrl } from "./httpClient";

/** What the server answered to an upload: its status and parsed JSON (undefined when it sent none). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface SendFormOptions {
  /** Extra headers of the call (e.g. the smart uploader's target menu and category). */
  headers?: Record<string, string>;
  /** Called with 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

/**
 * POSTs a form with files through XMLHttpRequest (fetch reports no upload progress), with the same token and fixed
 * headers as every other call. Resolves with any HTTP answer; rejects only when none came (`status` 0).
 */
export function sendForm(path: string, body: FormData, { headers = {}, onProgress }: SendFormOptions = {}) {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(path));
    for (const [name, value] of [["Accept", "application/json"], ...apiHeaders(), ...Object.entries(headers)])
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(PROGRESS_MAX, Math.round((event.loaded / event.total) * PROGRESS_MAX)));
    };
    request.onload = () => resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(Object.assign(new Error("app.catalog.media.failed"), { status: 0 }));
    request.send(body);
  });
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
