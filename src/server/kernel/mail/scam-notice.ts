// The same warning the web footer shows (D6), in words that survive a plain-text mail client.
export const SCAM_NOTICE =
  'Beware of recovery scams: we never ask for upfront fees, gift cards, crypto, remote access to your device, or your passwords. Asking for help is free. If anyone claiming to be us asks for any of these, it is a scam.';
