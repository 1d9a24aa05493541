/** SPEC §7 writes some paths with a trailing slash (`users/`, `settings/`): both spellings answer. */
export const withSlash = (path: string) => [path, `${path}/`];
