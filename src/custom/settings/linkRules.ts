// Links typed in settings (Website, Facebook and the other social links) must be http(s) addresses, the rule the
// server applies; checking before sending shows a readable message instead of the server's raw `invalid_url`.

export function isHttpLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

/** react-admin validator: empty is fine (the key is removed), anything else must be an http(s) address. */
export const validLink = (value: unknown) =>
  typeof value !== "string" || value.trim() === "" || isHttpLink(value)
    ? undefined
    : "app.settings.validation.link";
