import net from "node:net";

// A minimal SMTP server for tests: it accepts every message and keeps it, so a test can read what the server
// really sent over SMTP (headers, MIME parts), and a closed port stands for an SMTP server that is down.

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    let data: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 capture ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push({ to, raw: Buffer.from(data.join("\r\n"), "latin1").toString("utf8") });
            reply("250 queued");
          } else data.push(line.startsWith("..") ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") to = [];
        if (verb === "RCPT") to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
        if (verb === "DATA") {
          inData = true;
          data = [];
        }
        reply(verb === "DATA" ? "354 go on" : verb === "QUIT" ? "221 bye" : "250 ok");
        if (verb === "QUIT") socket.end();
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The address of a port nothing listens on: an SMTP server that refuses connections. */
export async function refusedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** The decoded MIME parts of a captured message by content type (text/plain, text/html). */
export function mimeParts(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  const parts: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const split = part.indexOf("\r\n\r\n");
    const headers = part.slice(0, split);
    const body = part.slice(split + 4).trim();
    const type = /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1].toLowerCase() ?? "";
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1].toLowerCase();
    parts[type] =
      encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(body)
          : body;
  }
  return parts;
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], "latin1"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A header of the message (first occurrence), with RFC 2047 encoded words decoded. */
export function headerOf(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const value = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}
