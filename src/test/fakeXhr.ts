import { vi } from "vitest";

/** What the fake answers: a status and a JSON body. */
export interface XhrAnswer {
  status: number;
  body: unknown;
}

/**
 * A stand-in for XMLHttpRequest in the upload tests: records each request (method, address, headers, form data).
 * The test drives a request's progress and answer itself, or sets `autoAnswer` so that every request reports
 * half its progress and is answered at once.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static autoAnswer: XhrAnswer | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.autoAnswer;
    if (!answer) return;
    this.progress(1, 2);
    this.status = answer.status;
    this.responseText = JSON.stringify(answer.body);
    queueMicrotask(() => this.onload?.());
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Puts the fake in place of XMLHttpRequest, with no request sent yet (undo with vi.unstubAllGlobals). */
export function installFakeXhr(autoAnswer: XhrAnswer | null = null) {
  FakeXhr.sent = [];
  FakeXhr.autoAnswer = autoAnswer;
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
}
