import type { Locale } from "../../../src/domain/constants";

/** What an e-mail says, before it is laid out as HTML and as plain text. */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; the first is the greeting or the news. */
  paragraphs: string[];
  /** A code shown large (verification codes). */
  code?: string;
  /** A button in the HTML and the bare address in the text. */
  action?: { label: string; url: string };
  /** Small print under everything (why the mail was sent, what to do if it was not expected). */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The recipient's language: the mail's Content-Language and the language of its sender's name. */
  locale: Locale;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * One e-mail as HTML with a plain-text alternative, in the recipient's language. Arabic mails are laid out right
 * to left (`dir` on the document and on each block, since many mail clients drop the <html> attributes); codes
 * and addresses stay left to right inside them.
 */
export function renderMail(locale: Locale, content: MailContent): RenderedMail {
  const dir = locale === "ar" ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const text = [
    ...content.paragraphs,
    ...(content.code ? [content.code] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer ? ["--", content.footer] : []),
  ].join("\n\n");
  const block = (inner: string, style = "") =>
    `<p dir="${dir}" style="margin:0 0 16px;text-align:${align};${style}">${inner}</p>`;
  const body = [
    ...content.paragraphs.map((paragraph) => block(escapeHtml(paragraph))),
    content.code
      ? block(
          `<span dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(content.code)}</span>`,
        )
      : "",
    content.action
      ? block(
          `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;background:#1976d2;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a>`,
        ) +
        block(
          `<a dir="ltr" href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a>`,
          "font-size:12px;word-break:break-all",
        )
      : "",
    content.footer ? block(escapeHtml(content.footer), "font-size:12px;color:#666666") : "",
  ].join("");
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head><body dir="${dir}" style="margin:0;padding:24px;background:#f5f5f5;font-family:Tahoma,Arial,sans-serif;color:#212121"><div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${align}">${body}</div></body></html>`;
  return { subject: content.subject, text, html, locale };
}
