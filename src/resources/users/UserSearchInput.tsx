import { useEffect, useMemo, useState } from "react";
import { Autocomplete, CircularProgress, TextField } from "@mui/material";
import { FieldTitle, InputHelperText, required, useInput, useNotify, useTranslate } from "react-admin";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { UserSummary } from "../../dataProvider/methods/users";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import { useCurrentScope } from "../shared/useCurrentScope";

export type { UserSummary };

export interface UserSearchInputProps {
  /** Form field holding the chosen user's id (e.g. a chalet's `owner_id`). */
  source: string;
  label?: string;
  /** SPEC §5: a user must be chosen when the picker is marked required. */
  isRequired?: boolean;
  helperText?: string;
}

const statusOf = (error: unknown) =>
  typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined;
const labelOf = (user: UserSummary) => `${user.name} (${user.phone ?? user.email})`;

/**
 * Picks a user by name, e-mail or phone: `POST users/search` with `{ query }` once typing pauses for
 * SEARCH_DEBOUNCE_MS (SPEC §5, §9). Warns "No user found with {query}" when nothing matches, and "User not
 * found!" when the chosen id no longer belongs to the business.
 */
export function UserSearchInput({
  source,
  label = "resources.users.search.label",
  isRequired = false,
  helperText,
}: UserSearchInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyApiError = useNotifyApiError();
  const { businessId } = useCurrentScope();
  const validate = useMemo(() => (isRequired ? [required("app.validation.required")] : []), [isRequired]);
  const { field, fieldState, isRequired: starred } = useInput({ source, validate });
  const [typed, setTyped] = useState("");
  const [options, setOptions] = useState<UserSummary[]>([]);
  const [chosen, setChosen] = useState<UserSummary | null>(null);
  const dataProvider = useAppDataProvider();
  const chosenId = field.value ? Number(field.value) : undefined;

  // A form opened with a user id shows that user's name.
  const lookup = useQuery({
    queryKey: ["users", "one", businessId, chosenId],
    queryFn: ({ signal }) => dataProvider.getBusinessUser({ businessId: businessId!, id: chosenId!, signal }),
    enabled: !!chosenId && chosen?.id !== chosenId && businessId !== undefined,
    ...QUERY_DEFAULTS,
  });
  useEffect(() => {
    const found = lookup.data?.data;
    if (found?.id !== undefined) setChosen(found);
  }, [lookup.data]);
  useEffect(() => {
    if (statusOf(lookup.error) === 404) notify("resources.users.search.notFound", { type: "warning" });
  }, [lookup.error, notify]);

  // A search is a POST: asked once typing pauses, and only the latest one's answer is shown.
  const { mutate: search, isPending: loading } = useMutation({
    mutationFn: (query: string) => dataProvider.searchUsers({ query, businessId }),
  });
  useEffect(() => {
    const query = typed.trim();
    if (!query) return;
    const timer = setTimeout(
      () =>
        search(query, {
          onSuccess: ({ data }) => {
            const found = Array.isArray(data) ? data : [];
            setOptions(found);
            if (!found.length)
              notify("resources.users.search.noneFound", { type: "warning", messageArgs: { query } });
          },
          onError: notifyApiError,
        }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, notify, notifyApiError]);

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete<UserSummary>
      value={chosen && chosen.id === chosenId ? chosen : null}
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={loading}
      noOptionsText={translate(
        typed.trim() ? "resources.users.search.noOptions" : "resources.users.search.typeToSearch",
      )}
      loadingText={translate("ra.page.loading")}
      onInputChange={(_event, text, reason) => reason === "input" && setTyped(text)}
      onChange={(_event, user) => {
        setChosen(user);
        field.onChange(user?.id ?? null);
      }}
      onBlur={field.onBlur}
      sx={{ width: "100%", mb: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={<FieldTitle label={label} source={source} isRequired={starred} />}
          error={!!error}
          helperText={<InputHelperText error={error} helperText={helperText} />}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
