import { useEffect } from "react";
import { required, SelectInput, useGetList, useLocale } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { MAX_PER_PAGE } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import type { FieldDeclaration, ParentType, ResourceDeclaration } from "../../domain/resources";
import { useCurrentScope } from "../shared/useCurrentScope";
import { fieldLabel } from "./labels";

interface Choice {
  id: number;
  name: string;
}

const nameOf = (record: { name?: unknown; locales?: unknown; id: unknown }, locale: string) =>
  Array.isArray(record.locales)
    ? localizedName(record.locales as LocalizedText[], locale, `#${record.id}`)
    : String(record.name ?? `#${record.id}`);

/** The records of the chosen parent type in the current business, from a resource's list or the session. */
function useParentChoices(parentType: ParentType | undefined): { choices: Choice[]; isPending: boolean } {
  const locale = useLocale();
  const { business, businessId } = useCurrentScope();
  const source = parentType?.choices;
  const resource = source && "resource" in source ? source.resource : undefined;
  const listed = useGetList(
    resource ?? "",
    // The resource's path names the current business; no filter is needed.
    { pagination: { page: 1, perPage: MAX_PER_PAGE }, sort: { field: "id", order: "ASC" } },
    { enabled: !!resource && businessId !== undefined },
  );
  if (resource)
    return {
      choices: (listed.data ?? []).map((record) => ({ id: Number(record.id), name: nameOf(record, locale) })),
      isPending: listed.isPending,
    };
  if (!source || !business) return { choices: [], isPending: false };
  if ("session" in source && source.session === "branches")
    return {
      choices: business.branches.map((branch) => ({
        id: branch.id,
        name: localizedName(branch.locales, locale, branch.slug),
      })),
      isPending: false,
    };
  return {
    choices: [{ id: business.id, name: localizedName(business.locales, locale, business.name) }],
    isPending: false,
  };
}

/**
 * A polymorphic parent's record, among those of the type chosen in its type field. An id that is not among the
 * choices (a changed type, an older default) moves to the first choice.
 */
export function ParentInput({
  declaration,
  field,
}: {
  declaration: ResourceDeclaration;
  field: FieldDeclaration;
}) {
  const parent = field.parent!;
  const type = useWatch({ name: parent.typeField }) as string | undefined;
  const id = useWatch({ name: field.name }) as number | undefined;
  const { setValue } = useFormContext();
  const { choices, isPending } = useParentChoices(parent.types.find((candidate) => candidate.type === type));

  const known = choices.some((choice) => choice.id === id);
  const firstId = choices[0]?.id;
  useEffect(() => {
    if (!isPending && !known && firstId !== undefined) setValue(field.name, firstId, { shouldDirty: true });
  }, [isPending, known, firstId, field.name, setValue]);

  return (
    <SelectInput
      source={field.name}
      label={fieldLabel(declaration, field.name)}
      choices={choices}
      isPending={isPending}
      validate={required("app.validation.required")}
    />
  );
}
