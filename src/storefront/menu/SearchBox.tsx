import { useLanguage } from "../i18n";

export function SearchBox({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const { t } = useLanguage();
  return (
    <div className="search" role="search">
      <input
        type="search"
        value={query}
        aria-label={t("search")}
        placeholder={t("search")}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {query && (
        <button
          type="button"
          className="search-clear"
          aria-label={t("searchClear")}
          onClick={() => onChange("")}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
