import type { LocalizedText } from "../../domain/localizedText";
import { DEFAULT_EVENTABLE_TYPE, type EventableType } from "../../domain/media";
import { isoDay } from "../shared/dates";
import { DateRangeInput } from "../shared/DateRangeInput";
import { LocalesTabsInput } from "../shared/LocalesTabsInput";
import { MediaUploadInput } from "../shared/MediaUploadInput";
import { useCurrentScope } from "../shared/useCurrentScope";
import { ServiceableInput } from "../services/ServiceableInput";

/** SPEC §3: an event belongs to a hotel by default, id 1 (moved to the business's first hotel when 1 is not one). */
export const DEFAULT_EVENTABLE_ID = 1;
export const eventDefaults = () => ({
  eventable_type: DEFAULT_EVENTABLE_TYPE,
  eventable_id: DEFAULT_EVENTABLE_ID,
});

// A newly chosen day covers the whole day; an untouched stored date-time is sent back as it is.
const START_OF_DAY = "T00:00";
const END_OF_DAY = "T23:59";
const dateTimeOf = (value: string | undefined, time: string) =>
  value && isoDay(value) === value ? `${value}${time}` : value;

/** Event form (SPEC §2 Forms): localized about text, several media (images or MP4), date range, owner. */
export function EventInputs() {
  const { businessId } = useCurrentScope();
  return (
    <>
      <LocalesTabsInput withDescription descriptionLabel="resources.events.fields.description" />
      <MediaUploadInput
        source="media_ids"
        previewSource="media"
        label="resources.events.fields.media"
        multiple
        allowVideo
        businessId={businessId}
      />
      <DateRangeInput
        fromSource="start"
        toSource="end"
        fromLabel="resources.events.fields.start"
        toLabel="resources.events.fields.end"
      />
      <ServiceableInput prefix="eventable" />
    </>
  );
}

interface EventFormValues {
  locales?: LocalizedText[];
  media_ids?: number[];
  start?: string;
  end?: string;
  eventable_type?: EventableType;
  eventable_id?: number;
  updated_at?: string;
}

export const eventPayload = (values: EventFormValues) => ({
  locales: values.locales,
  media_ids: values.media_ids,
  start: dateTimeOf(values.start, START_OF_DAY),
  end: dateTimeOf(values.end, END_OF_DAY),
  eventable_type: values.eventable_type,
  eventable_id: values.eventable_id,
  updated_at: values.updated_at,
});
