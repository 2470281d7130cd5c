import { describe, expect, it } from 'vitest';
import { readContact, samePhone, sameSite } from './read-contact';

describe('reading what someone was contacted by', () => {
  it.each([
    ['Recovery.Team@Haven-Help.org', { kind: 'email', value: 'recovery.team@haven-help.org' }],
    ['"Haven Support" <support@haven.example>', { kind: 'email', value: 'support@haven.example' }],
    ['mailto:cases@haven.example', { kind: 'email', value: 'cases@haven.example' }],
    ['+44 20 7946 0000', { kind: 'phone', value: '+442079460000' }],
    ['0044 (20) 7946-0000', { kind: 'phone', value: '+442079460000' }],
    ['020 7946 0000', { kind: 'phone', value: '02079460000' }],
    ['https://www.Haven.example/cases?id=1', { kind: 'website', value: 'haven.example' }],
    ['haven-refunds.example.net', { kind: 'website', value: 'haven-refunds.example.net' }],
    ['Sam   Okafor', { kind: 'name', value: 'Sam Okafor' }],
    ['12345', { kind: 'name', value: '12345' }],
    ['Agent 007 from Haven', { kind: 'name', value: 'Agent 007 from Haven' }],
  ])('reads %s', (typed, expected) => {
    expect(readContact(typed)).toEqual(expected);
  });

  it('matches a number written with its country code or nationally, never a short one by its tail', () => {
    expect(samePhone('+442079460000', '02079460000')).toBe(true);
    expect(samePhone('+442079460000', '+442079460000')).toBe(true);
    expect(samePhone('+442079460000', '+442079460001')).toBe(false);
    expect(samePhone('+15550000', '+4415550000')).toBe(false);
    expect(samePhone('460000', '+442079460000')).toBe(false);
  });

  it('counts a subdomain of an official site as it, not a site that merely contains its name', () => {
    expect(sameSite('cases.haven.example', 'haven.example')).toBe(true);
    expect(sameSite('haven.example', 'haven.example')).toBe(true);
    expect(sameSite('haven.example.evil.net', 'haven.example')).toBe(false);
    expect(sameSite('myhaven.example', 'haven.example')).toBe(false);
  });
});
