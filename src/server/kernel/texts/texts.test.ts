import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/render';
import { formatStatusLabel } from '@shared/incidents/status';
import { applyServerTextOverrides, readCatalogue, sayShared, textsFor, webLocalesDir } from './texts';

// The server's texts (D31): English exactly as written in the code, Spanish from its catalogue,
// English for any language the server has no catalogue for.

describe('server texts', () => {
  it('says English exactly as the code words it, with its values', () => {
    const i18n = textsFor('en');
    expect(i18n._({ id: 'mail.report-confirmation.subject', message: 'Please confirm your report {caseReference}', values: { caseReference: 'FR-000042' } })).toBe(
      'Please confirm your report FR-000042',
    );
  });

  it('says Spanish from its catalogue', () => {
    const i18n = textsFor('es');
    expect(i18n.locale).toBe('es');
    expect(i18n._({ id: 'mail.report-confirmation.subject', message: 'Please confirm your report {caseReference}', values: { caseReference: 'FR-000042' } })).toBe(
      'Confirme su denuncia FR-000042',
    );
  });

  it('falls back to English for a language without a catalogue, an unknown one or none', () => {
    for (const locale of ['ar', 'pseudo', 'xx', '', null, undefined]) {
      const i18n = textsFor(locale);
      expect(i18n.locale).toBe('en');
      expect(i18n._({ id: 'mail.case-changed.action', message: 'View your case' })).toBe('View your case');
    }
  });

  it('says a text missing from a language in English', () => {
    expect(textsFor('es')._({ id: 'mail.not-in-any-catalogue', message: 'Only in English, {name}', values: { name: 'Ana' } })).toBe('Only in English, Ana');
  });

  it("says src/shared's words as the web does, from its _shared catalogue: one translation of each", () => {
    const web = readCatalogue('es', '_shared', webLocalesDir());
    for (const status of ['open', 'under_review', 'paid', 'suspicious', 'withdrawal']) {
      const english = formatStatusLabel(status);
      expect(web[english], english).toBeTruthy();
      expect(sayShared(textsFor('es'), english)).toBe(web[english]);
      expect(sayShared(textsFor('en'), english)).toBe(english);
    }
    expect(sayShared(textsFor('es'), 'Open')).toBe('Abierto');
    // A language the server has no catalogue for says English; a text _shared lacks is said as it is.
    expect(sayShared(textsFor('ar'), 'Open')).toBe('Open');
    expect(sayShared(textsFor('es'), 'Held For Review')).toBe('Held For Review');
  });

  it("says the organisation's words for a _shared text, in their language only", () => {
    try {
      applyServerTextOverrides(new Map(), new Map([['es', { Open: 'Recibido, sin revisar' }]]));
      expect(sayShared(textsFor('es'), 'Open')).toBe('Recibido, sin revisar');
      expect(sayShared(textsFor('en'), 'Open')).toBe('Open');
      expect(sayShared(textsFor('es'), 'Closed')).toBe('Cerrado');
    } finally {
      applyServerTextOverrides(new Map());
    }
    expect(sayShared(textsFor('es'), 'Open')).toBe('Abierto');
  });

  it('formats ICU plurals and placeholders in each language', () => {
    const alert = (locale: string, count: number) =>
      textsFor(locale)._({
        id: 'mail.alert.body',
        message: '{condition}: {count, plural, =1 {one new alert} other {# new alerts}}.',
        values: { condition: 'Large loss', count },
      });
    expect(alert('en', 1)).toBe('Large loss: one new alert.');
    expect(alert('en', 3)).toBe('Large loss: 3 new alerts.');
    expect(alert('es', 1)).toBe('Large loss: una alerta nueva.');
    expect(alert('es', 1200)).toBe('Large loss: 1200 alertas nuevas.');
  });

  it('writes a whole mail in its language, its lang attribute too, and the English D6 notice word for word', () => {
    const english = renderMail({ locale: 'en', platformName: 'Haven', heading: 'Hello', paragraphs: ['Text'], siteUrl: 'https://haven.example/' });
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.text).toContain(
      'Beware of recovery scams: we never ask for upfront fees, gift cards, crypto, remote access to your device, or your passwords. Asking for help is free. If anyone claiming to be us asks for any of these, it is a scam.',
    );
    const spanish = renderMail({ locale: 'es', platformName: 'Haven', heading: 'Hola', paragraphs: ['Texto'], siteUrl: 'https://haven.example/' });
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.text).toContain('Cuidado con las estafas de recuperación');
    expect(spanish.text).toContain('¿Alguien se ha puesto en contacto con usted diciendo que es de Haven?');
    expect(readCatalogue('es', 'mail')['mail.footer.scam-notice']).toBeTruthy();
  });
});
