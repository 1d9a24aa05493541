import { useLanguage } from "../i18n";

/** − n +, with names a screen reader says ("One less", "Quantity 2", "One more"). */
export function QuantityStepper({
  value,
  max,
  min = 1,
  label,
  onChange,
}: {
  value: number;
  max: number;
  min?: number;
  label: string;
  onChange: (value: number) => void;
}) {
  const { t } = useLanguage();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={t("decrease")}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label={`${label}: ${value}`}>
        {value}
      </output>
      <button
        type="button"
        aria-label={t("increase")}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
