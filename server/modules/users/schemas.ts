import { Type, type Static } from "typebox";
import { LOCALES } from "../../../src/domain/constants";
import { Id, ListQuery } from "../../http/schemas";

// Users of a business and the signed-in user's profile (SPEC §3 User, §5 user and account forms).

const OptionalNullable = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Media = Type.Union([Type.Object({ id: Type.Integer(), src: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]);

/** A user's own account with their photo: what a member, the profile and the session have alike. */
const AccountOut = {
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  media: Media,
  email_verified: Type.Boolean(),
};

export const UserOut = Type.Object({
  ...AccountOut,
  /** Role in the business the user was listed or changed for. */
  role: Type.Union([Type.Literal("owner"), Type.Literal("staff")]),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type UserOutput = Static<typeof UserOut>;

export const UsersQuery = Type.Object({
  ...ListQuery.properties,
  role: Type.Optional(Type.Union([Type.Literal("owner"), Type.Literal("staff")])),
});
export type UsersQueryInput = Static<typeof UsersQuery>;

/** The user form: name and phone required; e-mail and password optional (generated when empty). */
const UserFields = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  phone: Type.String({ minLength: 1, maxLength: 32 }),
  email: OptionalNullable(255),
  password: OptionalNullable(255),
  password_confirmation: OptionalNullable(255),
};
export const CreateUserBody = Type.Object({
  business_id: Id,
  ...UserFields,
  /** Language of the invitation e-mail; the request's language when left out. */
  locale: Type.Optional(Type.Union(LOCALES.map((locale) => Type.Literal(locale)))),
});
export type CreateUserInput = Static<typeof CreateUserBody>;
export const UpdateUserBody = Type.Object({ business_id: Type.Optional(Id), ...UserFields });
export type UpdateUserInput = Static<typeof UpdateUserBody>;
export const DeleteUserBody = Type.Object({ business_id: Type.Optional(Id) });

/**
 * The answer to `POST users`: the same whether the e-mail was new (account created and added) or already had an
 * account (invited), so it reveals nothing about other people's accounts.
 */
export const CreatedUserOut = Type.Object({
  data: Type.Object({
    invited: Type.Literal(true),
    email: Type.String(),
    /**
     * "email": an e-mail went to the person (SMTP configured and a real address); "password": no mail was sent,
     * the owner passes the password on. Decided by configuration and form only, never by the account.
     */
    delivery: Type.Union([Type.Literal("email"), Type.Literal("password")]),
  }),
});

export const SearchUsersBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 255 }),
  business_id: Type.Optional(Id),
});
export const UserSummary = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String(), phone: Type.Union([Type.String(), Type.Null()]) });

/** The account form (SPEC §5): both password fields empty means "keep the password". */
export const ProfileBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ minLength: 1, maxLength: 255, format: "email" }),
  phone: Type.String({ minLength: 1, maxLength: 32 }),
  photo: Type.Optional(Type.Union([Id, Type.Null()])),
  password: OptionalNullable(255),
  password_confirmation: OptionalNullable(255),
});
export type ProfileInput = Static<typeof ProfileBody>;
export const ProfileOut = Type.Object({ ...AccountOut, updated_at: Type.String() });

/** SPEC §5 account-form messages for schema failures. */
export const profileMessages = {
  name: { required: "people.account.nameRequired" },
  email: { required: "people.account.emailRequired", email: "people.account.emailInvalid" },
  phone: { required: "people.account.phoneRequired" },
};
