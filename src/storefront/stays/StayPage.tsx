import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { PUBLIC_STAY_GUESTS_MAX } from "../../domain/constants";
import { addDays } from "../../domain/zoned-time";
import { api, ApiError } from "../api";
import { newSubmissionKey } from "../cart";
import { Field } from "../checkout/Field";
import { useLoaded } from "../data";
import { dayLabel, money } from "../format";
import { useLanguage } from "../i18n";
import { LoadFailed, Loading } from "../layout/Message";
import { imagesOf, Picture } from "../menu/Picture";
import { phoneForOrder, typedPhone } from "../phone";
import { textIn } from "../localized";
import type { PublicBranch, StayQuote, StayRequest } from "../types";
import { Calendar } from "./Calendar";
import type { NightRange } from "./nights";

// A listing's booking: its unit, the free and taken nights with the check-in and check-out times, the server's price
// for the chosen nights (weekday, weekend, holiday: POST .../quote) before sending, and the request, which waits for
// the owner (pending). One Idempotency-Key per chosen stay, so a double tap sends one request.

export default function StayPage({ branch, listingId }: { branch: PublicBranch; listingId: number }) {
  const { locale, t } = useLanguage();
  const slug = branch.slug;
  const { data, error, retry } = useLoaded(
    () => Promise.all([api.listing(slug, locale, listingId), api.availability(slug, locale, listingId)]),
    `${slug}/${listingId}`,
  );
  const [unit, setUnit] = useState(1);
  const [range, setRange] = useState<NightRange | null>(null);
  const [guests, setGuests] = useState(2);
  const [quote, setQuote] = useState<StayQuote | null>(null);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState("");
  const [sent, setSent] = useState<StayRequest | null>(null);
  const [sending, setSending] = useState(false);
  const key = useRef<string | null>(null);
  const free = useMemo(
    () => new Set(data?.[1].units.find((u) => u.unit === unit)?.free_nights ?? []),
    [data, unit],
  );
  const chosen = range?.to ? { from: range.from, to: range.to } : null;

  useEffect(() => {
    key.current = null;
    setQuote(null);
    setRefusal("");
    if (!chosen) return;
    let live = true;
    api.quote(slug, locale, listingId, { ...chosen, unit, guests }).then(
      (answer) => live && setQuote(answer),
      (failed: unknown) =>
        live && setRefusal(failed instanceof ApiError ? failed.message : t("networkError")),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen?.from, chosen?.to, unit, guests, slug, listingId, locale]);

  if (error) return <LoadFailed error={error} retry={retry} />;
  if (!data) return <Loading />;
  const [listing, availability] = data;
  const picture = imagesOf(listing.pictures)[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !quote || sending) return;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t("required");
    if (!phoneForOrder(phone)) found.phone = phone.trim() ? t("invalidPhone") : t("required");
    setErrors(found);
    if (Object.keys(found).length) return;
    key.current ??= newSubmissionKey();
    setSending(true);
    setRefusal("");
    try {
      const body = { ...chosen, unit, guests, customer: { name: name.trim(), phone: phoneForOrder(phone) } };
      setSent(await api.requestStay(slug, locale, listingId, body, key.current));
    } catch (failed) {
      setRefusal(
        failed instanceof ApiError
          ? [failed.message, ...Object.values(failed.fields).flat()].join(" ")
          : t("networkError"),
      );
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <main className="stay">
        <p className="status-now status-pending" role="status">
          {t("stayRequested", { number: sent.number })}
        </p>
        <p>
          {sent.unit_name} · {dayLabel(sent.check_in.slice(0, 10), locale, true)} →{" "}
          {dayLabel(sent.check_out.slice(0, 10), locale, true)}
        </p>
        <p className="price">{money(sent.total, sent.currency, locale)}</p>
        <p className="hint">{t("stay.pending")}</p>
      </main>
    );

  return (
    <main className="stay">
      {picture && (
        <Picture
          className="listing-picture"
          picture={picture}
          sizes="(min-width: 600px) 560px, 100vw"
          eager
        />
      )}
      <h1>{textIn(listing.locales, locale)}</h1>
      <p className="hint">
        {t("checkInAt", { time: availability.check_in_at })} ·{" "}
        {t("checkOutAt", { time: availability.check_out_at })}
      </p>
      {!listing.booking_enabled ? (
        <p className="banner closed">{t("bookingOff")}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          {availability.units.length > 1 && (
            <label className="field">
              <span>{t("unit")}</span>
              <select value={unit} onChange={(e) => (setUnit(Number(e.target.value)), setRange(null))}>
                {availability.units.map((u) => (
                  <option key={u.unit} value={u.unit}>
                    {u.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <p className="hint">{t("pickDates")}</p>
          <Calendar
            first={availability.from}
            last={addDays(availability.reservation_till, 1)}
            free={free}
            range={range}
            onChange={setRange}
          />
          <Field
            label={t("guests")}
            type="number"
            inputMode="numeric"
            min={1}
            max={PUBLIC_STAY_GUESTS_MAX}
            value={guests}
            onChange={(e) =>
              setGuests(Math.min(PUBLIC_STAY_GUESTS_MAX, Math.max(1, Number(e.target.value) || 1)))
            }
          />
          {quote && (
            <div className="quote" aria-live="polite">
              <p>
                {dayLabel(quote.check_in.slice(0, 10), locale)} →{" "}
                {dayLabel(quote.check_out.slice(0, 10), locale)} ·{" "}
                {quote.nights === 1 ? t("oneNight") : t("nights", { count: quote.nights })}
              </p>
              {!quote.available && <p className="error">{quote.unavailable_reason}</p>}
              <dl className="totals">
                <div className="grand-total">
                  <dt>{t("total")}</dt>
                  <dd>{money(quote.total, quote.currency, locale)}</dd>
                </div>
              </dl>
              {quote.insurance > 0 && (
                <p className="hint">
                  {t("insurance", { price: money(quote.insurance, quote.currency, locale) })}
                </p>
              )}
            </div>
          )}
          <Field
            label={t("name")}
            value={name}
            error={errors.name}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
          />
          <Field
            label={t("phone")}
            hint={t("phoneHint")}
            error={errors.phone}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(typedPhone(e.target.value))}
          />
          <div role="alert" className="refusal">
            {refusal && <p>{refusal}</p>}
          </div>
          <button type="submit" className="button primary wide" disabled={!quote?.available || sending}>
            {quote ? t("requestStay", { price: money(quote.total, quote.currency, locale) }) : t("book")}
          </button>
        </form>
      )}
    </main>
  );
}
