import type { BusinessType, Currency, MenuType } from "../domain/constants";
import type { LocalizedText } from "../domain/localizedText";

export interface UserBranch {
  id: number;
  slug: string;
  locales: LocalizedText[];
}

export interface UserMenu {
  id: number;
  type: MenuType;
  locales: LocalizedText[];
}

export interface UserBusiness {
  id: number;
  name: string;
  type: BusinessType;
  locales: LocalizedText[];
  is_owner: boolean;
  branches: UserBranch[];
  menus: UserMenu[];
}

/** The signed-in user as `/api/users/info`, login and registration return it. */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  media: { id: number; src: string } | null;
  email_verified: boolean;
  type: "owner" | "staff";
  currency: Currency;
  is_business_owner: boolean;
  /** Set for a session made from a branch's login QR code: it sees and acts on that business and branch alone. */
  session_scope?: { business_id: number; branch_id: number } | null;
  permissions: string[];
  hotels: unknown[];
  business: UserBusiness[];
}

/** Answer of login and registration: a session starts only when it holds a token. */
export interface SessionAnswer {
  token?: string;
  user?: CurrentUser;
}
