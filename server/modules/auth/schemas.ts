import { Type, type Static } from "typebox";
import {
  BUSINESS_NAME_MIN_LENGTH,
  CODE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../../src/domain/constants";
import { ErrorBody } from "../../http/schemas";

const Email = Type.String({ minLength: 1, maxLength: 255, format: "email" });

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 255 }),
  dashboard: Type.Optional(Type.Boolean()),
});

export const SendCodeBody = Type.Object({ email: Email });

export const ValidateCodeBody = Type.Object({
  email: Email,
  code: Type.String({ minLength: CODE_MIN_LENGTH, maxLength: 32 }),
});

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  businessType: Type.String({ minLength: 1, maxLength: 32 }),
  businessName: Type.String({ minLength: BUSINESS_NAME_MIN_LENGTH, maxLength: 255 }),
  email: Email,
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 255 }),
  password_confirmation: Type.String({ maxLength: 255 }),
  acceptTerms: Type.Boolean(),
  code: Type.String({ minLength: CODE_MIN_LENGTH, maxLength: 32 }),
  /** The new business's time zone (IANA, e.g. Asia/Kuwait): the dashboard sends the browser's unless changed. */
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RegisterInput = Static<typeof RegisterBody>;

/** SPEC §5 messages for the registration fields, used by the errors plugin for schema failures. */
export const registerMessages = {
  name: { required: "auth.nameRequired" },
  businessType: { required: "auth.businessTypeRequired" },
  businessName: { required: "auth.businessNameRequired" },
  password: { required: "auth.passwordRequired" },
  acceptTerms: { required: "auth.termsRequired", type: "auth.termsRequired" },
};

const LocaleEntryOut = Type.Object({
  locale: Type.String(),
  name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const UserInfoOut = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  media: Type.Union([
    Type.Object({ id: Type.Integer(), src: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  email_verified: Type.Boolean(),
  type: Type.String(),
  currency: Type.String(),
  is_business_owner: Type.Boolean(),
  /** A session made from a login QR code is limited to this business and branch (all the lists here are too). */
  session_scope: Type.Union([
    Type.Object({ business_id: Type.Integer(), branch_id: Type.Integer() }),
    Type.Null(),
  ]),
  permissions: Type.Array(Type.String()),
  hotels: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  business: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      type: Type.String(),
      currency: Type.String(),
      locales: Type.Array(LocaleEntryOut),
      media: Type.Union([Type.Object({ src: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
      is_owner: Type.Boolean(),
      branches: Type.Array(
        Type.Object({ id: Type.Integer(), slug: Type.String(), locales: Type.Array(LocaleEntryOut) }),
      ),
      menus: Type.Array(
        Type.Object({ id: Type.Integer(), type: Type.String(), locales: Type.Array(LocaleEntryOut) }),
      ),
    }),
  ),
});

export const SessionOut = Type.Object({ token: Type.String(), user: UserInfoOut });
export const MessageOut = Type.Object({ message: Type.String() });
export const authErrors = { 422: ErrorBody, 429: ErrorBody };
