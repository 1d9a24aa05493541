import { useEffect } from "react";
import { required, SelectInput, useGetList, useLocale } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName } from "../../domain/localizedText";
import { SERVICEABLE_TYPES, type ServiceableType } from "../../domain/media";
import { useCurrentScope } from "../shared/useCurrentScope";

export const SERVICEABLE_TYPE_CHOICES = SERVICEABLE_TYPES.map((type) => ({
  id: type,
  name: `resources.services.serviceableTypes.${type}`,
}));

interface OwnerChoice {
  id: number;
  name: string;
}

/** What a service or event can belong to, in the current business: its hotels, its branches or itself. */
function useOwnerChoices(type: ServiceableType | undefined): { choices: OwnerChoice[]; isPending: boolean } {
  const locale = useLocale();
  const { business, businessId } = useCurrentScope();
  const hotels = useGetList(
    "hotels",
    {
      pagination: { page: 1, perPage: MAX_PER_PAGE },
      // The hotels' path names the current business; no filter is needed (nor accepted).
      sort: { field: "name", order: "ASC" },
    },
    { enabled: type === "Hotel" && businessId !== undefined },
  );
  if (type === "Hotel") {
    return {
      choices: (hotels.data ?? []).map((hotel) => ({ id: Number(hotel.id), name: String(hotel.name) })),
      isPending: hotels.isPending,
    };
  }
  if (type === "Branch") {
    const branches = business?.branches ?? [];
    return {
      choices: branches.map((branch) => ({
        id: branch.id,
        name: localizedName(branch.locales, locale, branch.slug),
      })),
      isPending: false,
    };
  }
  if (type === "Business" && business) {
    return {
      choices: [{ id: business.id, name: localizedName(business.locales, locale, business.name) }],
      isPending: false,
    };
  }
  return { choices: [], isPending: false };
}

const resourceOf = { serviceable: "services", eventable: "events" } as const;

interface ServiceableInputProps {
  /** `serviceable` for services, `eventable` for events: the fields are `{prefix}_type` and `{prefix}_id`. */
  prefix: "serviceable" | "eventable";
}

/**
 * The owner of a service or event: a type (Hotel, Business, Branch) and one of that type in the current business.
 * An id that is not among the choices (SPEC's default 1, a changed type) moves to the first choice.
 */
export function ServiceableInput({ prefix }: ServiceableInputProps) {
  const typeSource = `${prefix}_type`;
  const idSource = `${prefix}_id`;
  const type = useWatch({ name: typeSource }) as ServiceableType | undefined;
  const id = useWatch({ name: idSource }) as number | undefined;
  const { setValue } = useFormContext();
  const { choices, isPending } = useOwnerChoices(type);

  const known = choices.some((choice) => choice.id === id);
  const firstId = choices[0]?.id;
  useEffect(() => {
    if (!isPending && !known && firstId !== undefined) setValue(idSource, firstId, { shouldDirty: true });
  }, [isPending, known, firstId, idSource, setValue]);

  return (
    <>
      <SelectInput
        source={typeSource}
        label={`resources.${resourceOf[prefix]}.fields.${typeSource}`}
        choices={SERVICEABLE_TYPE_CHOICES}
        validate={required("app.validation.required")}
      />
      <SelectInput
        source={idSource}
        label={`resources.${resourceOf[prefix]}.fields.${idSource}`}
        choices={choices}
        isPending={isPending}
        validate={required("app.validation.required")}
      />
    </>
  );
}
