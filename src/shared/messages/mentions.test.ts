import { describe, expect, it } from 'vitest';
import { mentionedUsernames } from './mentions';

describe('mentionedUsernames', () => {
  it('finds each @username once, lower-cased, and ends a name at sentence punctuation', () => {
    expect(mentionedUsernames('@Ana please call the bank, then tell @ben.k. Thanks @ana!')).toEqual(['ana', 'ben.k']);
  });
  it('does not take an e-mail address or a bare @ for a mention', () => {
    expect(mentionedUsernames('Victim wrote from maria@example.org; reply to @ or (@sam)')).toEqual(['sam']);
  });
});
