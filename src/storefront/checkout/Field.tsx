import { useId, type InputHTMLAttributes } from "react";

/** A labelled input with its hint and its error, tied to it for screen readers. */
export function Field({
  label,
  hint,
  error,
  multiline = false,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const shared = { id, "aria-invalid": error ? true : undefined, "aria-describedby": described, ...input };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={2} {...shared} /> : <input {...shared} />}
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
