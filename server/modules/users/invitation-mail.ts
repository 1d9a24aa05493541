import { SET_PASSWORD_LINK_TTL_DAYS, type Locale } from "../../../src/domain/constants";
import { translate } from "../../i18n";
import { renderMail, type RenderedMail } from "../auth/mail-layout";

interface InvitationFacts {
  locale: Locale;
  business: string;
  inviter: string;
  email: string;
}

/**
 * An invitation to an account nobody has chosen a password for: its one-time link (invitation-links.ts) lets the
 * person choose theirs, which accepts the invitation.
 */
export function newAccountMail(facts: InvitationFacts, link: string): RenderedMail {
  const { locale, business, inviter, email } = facts;
  return renderMail(locale, {
    subject: translate(locale, "mail.inviteNewSubject", { business }),
    paragraphs: [
      translate(locale, "mail.inviteNewIntro", { inviter, business }),
      translate(locale, "mail.inviteNewHow", { email }),
      translate(locale, "mail.inviteNewExpiry", { days: SET_PASSWORD_LINK_TTL_DAYS }),
    ],
    action: { label: translate(locale, "mail.inviteNewAction"), url: link },
    footer: translate(locale, "mail.inviteFooter"),
  });
}

/**
 * Someone who already has a password: the same link opens the invitation, where they sign in with their own
 * password to accept it (or they accept it in Account Settings). The link never changes their password.
 */
export function existingAccountMail(facts: InvitationFacts, link: string): RenderedMail {
  const { locale, business, inviter } = facts;
  return renderMail(locale, {
    subject: translate(locale, "mail.inviteExistingSubject", { business }),
    paragraphs: [
      translate(locale, "mail.inviteExistingIntro", { inviter, business }),
      translate(locale, "mail.inviteExistingHow"),
      translate(locale, "mail.inviteNewExpiry", { days: SET_PASSWORD_LINK_TTL_DAYS }),
    ],
    action: { label: translate(locale, "mail.inviteExistingAction"), url: link },
    footer: translate(locale, "mail.inviteFooter"),
  });
}
