import { SET_PASSWORD_LINK_TTL_DAYS, SET_PASSWORD_PATH, type Locale } from "../../../src/domain/constants";
import { translate } from "../../i18n";
import { renderMail, type RenderedMail } from "../auth/mail-layout";

interface InvitationFacts {
  locale: Locale;
  business: string;
  inviter: string;
  email: string;
  /** The dashboard's public address (PUBLIC_URL). */
  publicUrl: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * A new staff account: a one-time link to choose a password. The token rides in the fragment, so it never reaches
 * a server log or a Referer header.
 */
export function newAccountMail(facts: InvitationFacts, token: string): RenderedMail {
  const { locale, business, inviter, email } = facts;
  return renderMail(locale, {
    subject: translate(locale, "mail.inviteNewSubject", { business }),
    paragraphs: [
      translate(locale, "mail.inviteNewIntro", { inviter, business }),
      translate(locale, "mail.inviteNewHow", { email }),
      translate(locale, "mail.inviteNewExpiry", { days: SET_PASSWORD_LINK_TTL_DAYS }),
    ],
    action: {
      label: translate(locale, "mail.inviteNewAction"),
      url: `${trimSlash(facts.publicUrl)}${SET_PASSWORD_PATH}#token=${encodeURIComponent(token)}`,
    },
    footer: translate(locale, "mail.inviteFooter"),
  });
}

/** Someone who already has an account: they sign in as usual and accept the invitation in Account Settings. */
export function existingAccountMail(facts: InvitationFacts): RenderedMail {
  const { locale, business, inviter } = facts;
  return renderMail(locale, {
    subject: translate(locale, "mail.inviteExistingSubject", { business }),
    paragraphs: [
      translate(locale, "mail.inviteExistingIntro", { inviter, business }),
      translate(locale, "mail.inviteExistingHow"),
    ],
    action: { label: translate(locale, "mail.inviteExistingAction"), url: trimSlash(facts.publicUrl) },
    footer: translate(locale, "mail.inviteFooter"),
  });
}
