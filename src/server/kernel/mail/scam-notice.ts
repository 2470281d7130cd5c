import type { Texts } from '../texts/texts';

// The same warning the web footer shows (D6), in words that survive a plain-text mail client; in the
// recipient's language (English exactly as D6 words it).
export const scamNotice = (i18n: Texts): string =>
  i18n._({
    id: 'mail.footer.scam-notice',
    message:
      'Beware of recovery scams: we never ask for upfront fees, gift cards, crypto, remote access to your device, or your passwords. Asking for help is free. If anyone claiming to be us asks for any of these, it is a scam.',
  });
