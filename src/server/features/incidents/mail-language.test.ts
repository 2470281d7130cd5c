import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fraudIncidents } from '../../kernel/db/schema/index';
import type { Mailer, MailMessage } from '../../kernel/mail/mailer';
import { outboxSettled } from '../../test/outbox';
import { reportForm, validReport } from '../../test/report-form';
import { testAppForSuite } from '../../test/suite-app';

// Issue 28 (D31): e-mails go in the language of the person they are for. A report's confirmation
// is in the language the reporter used (their choice, else their browser's), which the case keeps.

const sent: MailMessage[] = [];
const mailer: Mailer = {
  mode: 'smtp',
  close() {},
  verify: async () => true,
  async send(message) {
    sent.push(message);
  },
};
const t = testAppForSuite({ mailer });
const m = `lang${Date.now().toString(36)}`;
let client = 0;

async function report(victimEmail: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: reportForm(validReport({ victimEmail })), headers, remoteAddress: `10.9.0.${++client}` });
  expect(res.statusCode, res.body).toBe(201);
  await outboxSettled(t.app);
  const id = res.json().incident.id as number;
  const [incident] = await t.app.db.select({ locale: fraudIncidents.locale }).from(fraudIncidents).where(eq(fraudIncidents.id, id));
  return { id, locale: incident!.locale, mail: sent.find((mail) => mail.to === victimEmail) };
}

describe('the language of a report confirmation', () => {
  it('is Spanish for a report made with the cookie haven_locale=es, and the case keeps it', async () => {
    const { locale, mail } = await report(`es.${m}@example.com`, { cookie: 'haven_locale=es', 'accept-language': 'en-GB,en;q=0.9' });
    expect(locale).toBe('es');
    expect(mail?.subject).toMatch(/^Confirme su denuncia FR-/);
    expect(mail?.text).toContain('¿Ha denunciado usted un incidente de fraude?');
    expect(mail?.text).toContain('Cuidado con las estafas de recuperación');
    expect(mail?.html).toContain('<html lang="es"');
    expect(mail?.text).not.toContain('Please confirm');
  });

  it('follows the browser when there is no choice, and is English word for word otherwise', async () => {
    const fromBrowser = await report(`browser.${m}@example.com`, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(fromBrowser.locale).toBe('es');
    expect(fromBrowser.mail?.subject).toMatch(/^Confirme su denuncia/);

    const english = await report(`en.${m}@example.com`, { cookie: 'haven_locale=ar', 'accept-language': 'de' });
    expect(english.locale).toBe('en');
    expect(english.mail?.subject).toMatch(/^Please confirm your report FR-/);
    expect(english.mail?.text).toContain('Did you report a fraud incident?');
    expect(english.mail?.html).toContain('<html lang="en"');
  });
});
