import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider, Trans } from '@lingui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOverrides } from '../../kernel/db/schema/index';
import { textsFor } from '../../kernel/texts/texts';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaff } from '../../test/fixtures';
import { catalogueIndex } from './catalogue-index';
import { overrideProblem } from './override-text';

// An override that reads as a message may still throw when it is said: Lingui's runtime formats a
// value as the words ask ({name, date}), looks a tag's element up by its name (<constructor/>), and
// a plural without "other" has nothing to say for a count no choice names. Thrown in the browser,
// it breaks the page; in textsFor, the e-mail or the error's reply. Such words are refused.

const SOURCE = 'Questions? Write to <0>{supportEmail}</0>';
const PLURAL = 'You have {count, plural, one {# case} other {# cases}}';

/** Says the words as <Trans> does on a page, with what the screen hands this text. */
function renderAsPage(words: string, values: Record<string, unknown>): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: { probe: compileMessage(words) } });
  return renderToString(createElement(I18nProvider, { i18n }, createElement(Trans, { id: 'probe', values, components: { 0: createElement('a', { href: '/contact' }) } })));
}

describe('words that would throw when said', () => {
  const refused: [string, string, Record<string, unknown>][] = [
    [SOURCE, 'Since {supportEmail, date}', { supportEmail: 'help@example.org' }],
    [SOURCE, 'At {supportEmail, time, short}', { supportEmail: 'help@example.org' }],
    [SOURCE, 'Write to {supportEmail, upper}', { supportEmail: 'help@example.org' }],
    [SOURCE, 'Pay {supportEmail, number, currency}', { supportEmail: 'help@example.org' }],
    [SOURCE, 'Write to <constructor/>', { supportEmail: 'help@example.org' }],
    [SOURCE, 'Write to <toString>us</toString>', { supportEmail: 'help@example.org' }],
    [SOURCE, 'Write to <{supportEmail}/>', { supportEmail: 'constructor' }],
    [PLURAL, 'You have {count, plural, one {one case}}', { count: 3 }],
    [PLURAL, 'Your {count, selectordinal, one {#st} two {#nd}} case', { count: 3 }],
  ];

  it.each(refused)('%#: refuses %j in place of %j', (source, words, values) => {
    // The danger is real: said on a page, these words throw.
    expect(() => renderAsPage(words, values)).toThrow();
    expect(overrideProblem(source, words)).not.toBeNull();
  });

  it('names what to change', () => {
    expect(overrideProblem(SOURCE, 'Since {supportEmail, date}')?.english).toBe('{supportEmail, date} cannot be used in this text; write {supportEmail} as the English does');
    expect(overrideProblem(PLURAL, 'You have {count, plural, one {one case}}')?.english).toBe('{count, plural} needs an "other" choice, for a value no other choice names');
    expect(overrideProblem(SOURCE, 'Write to <constructor/>')?.english).toBe('<constructor> is not a part of this text; keep the tags the English has');
    expect(overrideProblem(SOURCE, 'Write to <{supportEmail}/>')?.english).toBe('A tag cannot be finished by a value or a choice; keep the tags the English has');
  });

  it('allows a value said as it is, chosen among with "other", or formatted as the English formats it', () => {
    const allowed: [string, string, Record<string, unknown>][] = [
      [PLURAL, 'Cases: {count}', { count: 3 }],
      [PLURAL, 'You have {count, plural, =0 {no cases} other {# cases}}', { count: 3 }],
      [SOURCE, 'Write to {supportEmail, select, none {us} other {<0>{supportEmail}</0>}}', { supportEmail: 'help@example.org' }],
      [SOURCE, 'Write to <0>us</0> at <0>{supportEmail}</0>, or < 5 minutes away', { supportEmail: 'help@example.org' }],
      ['Due {due, date, short}', 'Expected by {due, date, short}', { due: new Date('2026-11-29T12:00:00Z') }],
    ];
    for (const [source, words, values] of allowed) {
      expect(overrideProblem(source, words), words).toBeNull();
      expect(() => renderAsPage(words, values), words).not.toThrow();
    }
    expect(overrideProblem('Due {due, date, short}', 'Expected by {due, date, long}')).not.toBeNull();
  });

  it("accepts every text's shipped words, in every language, in its own place", () => {
    const refused = catalogueIndex().texts.flatMap((text) =>
      Object.entries(text.shipped).filter(([, words]) => overrideProblem(text.source, words!) !== null).map(([locale]) => `${locale}/${text.catalogue}/${text.id}`),
    );
    expect(catalogueIndex().texts.length).toBeGreaterThan(3000);
    expect(refused).toEqual([]);
  });
});

describe('PUT /api/admin/texts with words that would throw', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses them with the reason, stores nothing, and the e-mail still says the shipped words', async () => {
    const admin = await createStaff(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/texts',
      headers: admin.headers,
      payload: { locale: 'es', catalogue: 'server/mail', id: 'mail.report-confirmation.subject', text: 'Confirme {caseReference, date}' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.json().message).toContain('{caseReference, date}');
    expect(await t.app.db.select().from(textOverrides)).toEqual([]);
    const subject = textsFor('es')._({ id: 'mail.report-confirmation.subject', message: 'Please confirm your report {caseReference}', values: { caseReference: 'FR-1' } });
    expect(subject).toBe('Confirme su denuncia FR-1');
  });
});
