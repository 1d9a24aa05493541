import { Type, type Static } from "typebox";
import { ListQuery, Locales } from "../../http/schemas";
import { LocalesOut, UpdatedAtIn } from "../catalog/shared";
import { SessionOut } from "../auth/schemas";

const SlugIn = Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));

export const BranchCreateBody = Type.Object({ locales: Locales, slug: SlugIn });
export type BranchCreateInput = Static<typeof BranchCreateBody>;

export const BranchUpdateBody = Type.Object({ locales: Type.Optional(Locales), slug: SlugIn, updated_at: UpdatedAtIn });
export type BranchUpdateInput = Static<typeof BranchUpdateBody>;

export const BranchListQuery = ListQuery;

export const BranchOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  slug: Type.String(),
  locales: LocalesOut,
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const ReferenceQrOut = Type.Object({ data: Type.Object({ url: Type.String(), image: Type.String() }) });

export const LoginQrOut = Type.Object({
  data: Type.Object({ url: Type.String(), tablet_url: Type.String(), image: Type.String(), expires_at: Type.String() }),
});

export const QrLoginBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 255 }) });

/** A login-qr code traded for a session: the usual session and the branch the app works in. */
export const QrSessionOut = Type.Object({ ...SessionOut.properties, business_id: Type.Integer(), branch_id: Type.Integer() });
