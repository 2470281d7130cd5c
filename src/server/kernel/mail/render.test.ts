import { describe, expect, it } from 'vitest';
import { renderMail } from './render';

describe('every e-mail', () => {
  it('ends with the recovery-scam notice and the "Is this really us?" page of the site it comes from', () => {
    const withAction = renderMail({ locale: 'en', platformName: 'Haven', heading: 'A reply', paragraphs: ['Hello'], action: { label: 'Read it', url: 'https://haven.example/dashboard?case=1' } });
    expect(withAction.text).toContain('Beware of recovery scams');
    expect(withAction.text).toContain('Did someone contact you saying they are from Haven? Check whether it is really us: https://haven.example/is-this-really-us');
    expect(withAction.html).toContain('<a href="https://haven.example/is-this-really-us"');
    const bulk = renderMail({ locale: 'en', platformName: 'Haven', heading: 'News', paragraphs: ['Hello'], unsubscribeUrl: 'https://haven.example/unsubscribe?t=x' });
    expect(bulk.text).toContain('https://haven.example/is-this-really-us');
    const plain = renderMail({ locale: 'en', platformName: 'Haven', heading: 'Changed', paragraphs: ['Hello'], siteUrl: 'https://haven.example/' });
    expect(plain.text).toContain('https://haven.example/is-this-really-us');
  });
});
