// Routes of the pages outside react-admin resources, in one place so guards and links agree.
export const PATHS = {
  home: "/",
  login: "/login",
  register: "/register",
  lock: "/lock",
  overview: "/admin/overview",
} as const;
