import { useId, type ReactNode } from "react";

// A group of radio buttons or checkboxes with its legend: sizes and extras in an item's sheet, the order type and
// the payment at the checkout. Each option is its whole row (a large target on a phone).

export interface Choice<T> {
  value: T;
  label: ReactNode;
  /** shown at the row's end (a price) */
  aside?: ReactNode;
}

export function Choices<T extends string | number>({
  legend,
  multiple = false,
  options,
  chosen,
  onChange,
  error,
  children,
}: {
  legend: string;
  multiple?: boolean;
  options: Choice<T>[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  error?: string;
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className={error ? "choices invalid" : "choices"}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type={multiple ? "checkbox" : "radio"}
            name={name}
            checked={chosen.includes(option.value)}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              onChange(
                !multiple
                  ? [option.value]
                  : event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
              )
            }
          />
          <span className="choice-name">{option.label}</span>
          {option.aside}
        </label>
      ))}
      {children}
      {error && <p className="error">{error}</p>}
    </fieldset>
  );
}
