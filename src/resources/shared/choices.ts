/** Select choices for fixed values, each named by its translation key `{prefix}.{value}`. */
export const choicesOf = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));
