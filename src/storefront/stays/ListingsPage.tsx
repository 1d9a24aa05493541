import { api } from "../api";
import { useLoaded } from "../data";
import { money } from "../format";
import { useLanguage } from "../i18n";
import { LoadFailed, Loading } from "../layout/Message";
import { languageOf, textIn } from "../localized";
import { imagesOf, Picture } from "../menu/Picture";
import { navigate, pathOf } from "../router";
import type { PublicBranch } from "../types";

// A chalet business's listings: a card each with its picture, bedrooms and its lowest night price; a tap opens its
// dates and the booking request.

export default function ListingsPage({ branch }: { branch: PublicBranch }) {
  const { locale, t } = useLanguage();
  const { data: listings, error, retry } = useLoaded(() => api.listings(branch.slug, locale), branch.slug);
  if (error) return <LoadFailed error={error} retry={retry} />;
  if (!listings) return <Loading />;
  return (
    <main className="listings">
      <h1>{t("stays")}</h1>
      <ul className="listing-cards">
        {listings.map((listing) => {
          const picture = imagesOf(listing.pictures)[0];
          const nightly = [listing.prices.weekdays, listing.prices.weekend].filter(
            (p): p is number => p !== null,
          );
          const name = textIn(listing.locales, locale);
          return (
            <li key={listing.id} className="listing-card">
              <a
                href={pathOf.stay(branch.slug, listing.id)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(pathOf.stay(branch.slug, listing.id));
                }}
              >
                {picture && (
                  <Picture
                    className="listing-picture"
                    picture={picture}
                    sizes="(min-width: 600px) 560px, 100vw"
                  />
                )}
                <span className="listing-text">
                  <span className="item-name" lang={languageOf(listing.locales, locale)}>
                    {name}
                  </span>
                  <span className="item-description">
                    {t("bedrooms", { count: listing.bedrooms })}
                    {listing.address[locale] ? ` · ${listing.address[locale]}` : ""}
                  </span>
                  {nightly.length > 0 && (
                    <span className="price">
                      {t("from", { price: money(Math.min(...nightly), listing.currency, locale) })}
                    </span>
                  )}
                  {!listing.booking_enabled && <span className="badge">{t("bookingOff")}</span>}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
