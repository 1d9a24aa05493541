import { useEffect, useMemo, type CSSProperties, type ReactNode } from "react";
import { brandColors } from "../colors";
import { branchOf, useLoaded } from "../data";
import { useLanguage } from "../i18n";
import { textIn } from "../localized";
import { navigate, pathOf } from "../router";
import type { PublicBranch } from "../types";
import { LoadFailed, Loading } from "./Message";

// Every page of a branch: its colours (made readable: colors.ts), its logo and name, and the language switch, in a
// bar that stays at the top so the switch is always in view.

export function LanguageSwitch() {
  const { locale, setLocale, t } = useLanguage();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      aria-label={t("languageLabel")}
      onClick={() => setLocale(other)}
    >
      {t("language")}
    </button>
  );
}

function Header({ branch }: { branch: PublicBranch }) {
  const { locale } = useLanguage();
  const business = textIn(branch.business.locales, locale);
  const name = textIn(branch.branch.locales, locale);
  return (
    <header className="top-bar">
      <a
        className="brand"
        href={pathOf.menu(branch.slug)}
        onClick={(event) => {
          event.preventDefault();
          navigate(pathOf.menu(branch.slug));
        }}
      >
        {branch.business.logo && (
          <img className="logo" src={branch.business.logo} alt="" width="40" height="40" decoding="async" />
        )}
        <span className="brand-names">
          <span className="business-name">{business}</span>
          {name && name !== business && <span className="branch-name">{name}</span>}
        </span>
      </a>
      <LanguageSwitch />
    </header>
  );
}

export function BranchFrame({
  slug,
  children,
}: {
  slug: string;
  children: (branch: PublicBranch) => ReactNode;
}) {
  const { locale } = useLanguage();
  const { data: branch, error, retry } = useLoaded(() => branchOf(slug, locale), slug);
  const colors = useMemo(() => brandColors(branch?.business.colors.primary), [branch]);
  useEffect(() => {
    if (branch) document.title = textIn(branch.business.locales, locale);
  }, [branch, locale]);
  if (error) return <LoadFailed error={error} retry={retry} />;
  if (!branch) return <Loading />;
  const style = {
    "--brand": colors.surface,
    "--on-brand": colors.onSurface,
    "--brand-text": colors.text,
  } as CSSProperties;
  return (
    <div className="frame" style={style}>
      <Header branch={branch} />
      {children(branch)}
    </div>
  );
}
