import type { Config } from '../../kernel/config';
import type { Db } from '../../kernel/db/client';
import type { MailSettings } from '../../kernel/mail/mailer';
import { plainSecretSetting } from './change-setting';
import { getSettingValue } from './queries';

/** The Email tab as the mailer reads it before each message (cached with the other settings). */
export async function readMailSettings(db: Db, config: Pick<Config, 'dataEncryptionKey'>): Promise<MailSettings> {
  const [smtpUrl, fromName, fromAddress] = await Promise.all(
    ['smtp_url', 'mail_from_name', 'mail_from_address'].map((key) => getSettingValue(db, key)),
  );
  return { smtpUrl: plainSecretSetting(config.dataEncryptionKey, smtpUrl), fromName: fromName ?? '', fromAddress: fromAddress ?? '' };
}

/**
 * Whether mail put in the outbox can go anywhere: a mail server is set in Settings or SMTP_URL.
 * Without one, staff are told that the person will not get the e-mail.
 */
export async function hasMailServer(db: Db, config: Pick<Config, 'dataEncryptionKey' | 'smtpUrl'>): Promise<boolean> {
  return Boolean(config.smtpUrl || (await readMailSettings(db, config)).smtpUrl);
}
