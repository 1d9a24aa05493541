/** SPEC §7 writes some list and create paths with a trailing slash (`business/`, `users/`): both spellings answer. */
export const slashed = (path: string) => [path, `${path}/`] as const;
