import { Type } from "typebox";
import { SessionOut } from "../auth/schemas";

// The branch QR codes' schemas; a branch's own are generated from its declaration.

export const ReferenceQrOut = Type.Object({
  data: Type.Object({ url: Type.String(), image: Type.String() }),
});

export const LoginQrOut = Type.Object({
  data: Type.Object({
    url: Type.String(),
    tablet_url: Type.String(),
    image: Type.String(),
    expires_at: Type.String(),
  }),
});

export const QrLoginBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 255 }) });

/** A login-qr code traded for a session: the usual session and the branch the app works in. */
export const QrSessionOut = Type.Object({
  ...SessionOut.properties,
  business_id: Type.Integer(),
  branch_id: Type.Integer(),
});
