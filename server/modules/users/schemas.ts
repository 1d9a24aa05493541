import { Type, type Static } from "typebox";
import { LOCALES, USER_STATUSES } from "../../../src/domain/constants";
import { Id, ListQuery } from "../../http/schemas";

// Users of a business and the signed-in user's profile (SPEC §3 User, §5 user and account forms).

const OptionalNullable = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const Media = Type.Union([
  Type.Object({ id: Type.Integer(), src: Type.Union([Type.String(), Type.Null()]) }),
  Type.Null(),
]);

/** A user's own account with their photo: what a member, the profile and the session have alike. */
const AccountOut = {
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  media: Media,
  email_verified: Type.Boolean(),
};

const Role = Type.Union([Type.Literal("owner"), Type.Literal("staff")]);
const Status = Type.Enum([...USER_STATUSES]);

export const UserOut = Type.Object({
  ...AccountOut,
  /** Role in the business the user was listed or changed for. */
  role: Role,
  /** "active": a member; "invited": a pending invitation (UserInvitedOut). */
  status: Status,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type UserOutput = Static<typeof UserOut>;

/**
 * A pending invitation in the users list: only what the inviter typed and when, never anything of the account
 * behind it (not even its id), whether the e-mail had one or not. Its id is `invitation-{invitation_id}`.
 */
export const UserInvitedOut = Type.Object({
  id: Type.String(),
  invitation_id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  media: Type.Null(),
  email_verified: Type.Literal(false),
  role: Type.Literal("staff"),
  status: Type.Literal("invited"),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type UserInvitedOutput = Static<typeof UserInvitedOut>;

export const UsersQuery = Type.Object({
  ...ListQuery.properties,
  role: Type.Optional(Role),
  status: Type.Optional(Status),
});
export type UsersQueryInput = Static<typeof UsersQuery>;

/** The user form: name and phone required; e-mail optional (made from the phone when empty). */
const UserFields = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  phone: Type.String({ minLength: 1, maxLength: 32 }),
  email: OptionalNullable(255),
};
const Locale = Type.Optional(Type.Union(LOCALES.map((locale) => Type.Literal(locale))));
/**
 * Adding someone takes no password: the person chooses their own through the invitation (a password sent anyway,
 * by an older dashboard, is ignored).
 */
export const CreateUserBody = Type.Object({
  business_id: Id,
  ...UserFields,
  /** Language of the invitation e-mail; the request's language when left out. */
  locale: Locale,
});
export type CreateUserInput = Static<typeof CreateUserBody>;
/** An edit may set the password of an account exclusively the business's (service.ts); empty keeps it. */
export const UpdateUserBody = Type.Object({
  business_id: Type.Optional(Id),
  ...UserFields,
  password: OptionalNullable(255),
  password_confirmation: OptionalNullable(255),
});
export type UpdateUserInput = Static<typeof UpdateUserBody>;
export const DeleteUserBody = Type.Object({ business_id: Type.Optional(Id) });

/**
 * The answer to `POST users` and to resending an invitation: the same whether the e-mail had an account or not,
 * so it reveals nothing about other people's accounts.
 */
export const CreatedUserOut = Type.Object({
  data: Type.Object({
    invited: Type.Literal(true),
    email: Type.String(),
    /**
     * "email": the invitation's link was mailed (SMTP configured and a real address); "link": no mail was sent,
     * `link` is the one-time link for the inviter to hand over. Decided by configuration and form only.
     */
    delivery: Type.Union([Type.Literal("email"), Type.Literal("link")]),
    link: Type.Optional(Type.String()),
  }),
});
export const ResendInvitationBody = Type.Object({ locale: Locale });

export const SearchUsersBody = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 255 }),
  business_id: Type.Optional(Id),
});
export const UserSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
});

/** The account form (SPEC §5): both password fields empty means "keep the password". */
export const ProfileBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ minLength: 1, maxLength: 255, format: "email" }),
  // Empty only for an account that has no phone yet (checkProfile): it may change its password without one.
  phone: Type.String({ maxLength: 32 }),
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
