/** Full page load at a path: after login the whole app restarts with the new session (SPEC §4). */
export const reloadAt = (path: string): void => window.location.assign(path);
