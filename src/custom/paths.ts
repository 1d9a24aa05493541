// Routes of the pages outside react-admin resources, in one place so guards and links agree.
export const PATHS = {
  home: "/",
  login: "/login",
  register: "/register",
  lock: "/lock",
  overview: "/admin/overview",
  menuEditor: "/menu",
  settings: "/settings",
  configurations: "/configurations",
} as const;
