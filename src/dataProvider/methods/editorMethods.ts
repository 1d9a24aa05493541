import { mediaMethods } from "./media";
import { menuEditorMethods } from "./menuEditor";

/** The menu editor's and the uploads' methods: a chunk fetched on their first call (see ./index.ts). */
export const editorMethods = { ...menuEditorMethods, ...mediaMethods };

export type EditorMethods = typeof editorMethods;
