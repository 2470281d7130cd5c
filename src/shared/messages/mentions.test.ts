import { describe, expect, it } from 'vitest';
import { mentionTokens } from './mentions';

describe('mentionTokens', () => {
  it('finds each @username once, lower-cased, as written and without sentence punctuation', () => {
    expect(mentionTokens('@Ana please call the bank, then tell @ben.k. Thanks @ana!')).toEqual([
      { written: 'ana', trimmed: 'ana', candidates: ['ana'] },
      { written: 'ben.k.', trimmed: 'ben.k', candidates: ['ben.k.', 'ben.k'] },
    ]);
    expect(mentionTokens('ask @jo_.').map((t) => t.candidates)).toEqual([['jo_.', 'jo_', 'jo']]);
  });
  it('does not take an e-mail address or a bare @ for a mention', () => {
    expect(mentionTokens('Victim wrote from maria@example.org; reply to @ or (@sam)').map((t) => t.written)).toEqual(['sam']);
  });
  it('reads a long run of dots in one pass', () => {
    const started = performance.now();
    const tokens = mentionTokens(`@a${'.'.repeat(200_000)}b`);
    expect(tokens).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
