import { CODE_TTL_SECONDS, type Locale } from "../../../src/domain/constants";
import { translate } from "../../i18n";
import { renderMail, type RenderedMail } from "./mail-layout";

/** The registration code e-mail (send-code), in the language the person registers in. */
export function codeMail(locale: Locale, code: string): RenderedMail {
  const minutes = CODE_TTL_SECONDS / 60;
  return renderMail(locale, {
    subject: translate(locale, "auth.codeMailSubject"),
    paragraphs: [translate(locale, "mail.codeIntro")],
    code,
    footer: `${translate(locale, "mail.codeExpiry", { minutes })} ${translate(locale, "mail.codeFooter")}`,
  });
}
