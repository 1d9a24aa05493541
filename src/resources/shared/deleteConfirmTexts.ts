/** The SPEC §8 confirmation of a delete: its title, text and button (message keys). */
export const DELETE_CONFIRM = {
  title: "app.catalog.confirm.title",
  content: "app.catalog.confirm.content",
  confirm: "app.catalog.confirm.yes",
} as const;
