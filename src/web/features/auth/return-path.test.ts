import { describe, expect, it } from 'vitest';
import { returnPathOf } from './pages/login-page';

describe('returnPathOf', () => {
  it("returns to the page the guard came from, a case's tab included", () => {
    expect(returnPathOf({ from: '/recovery-details/14?tab=messages' })).toBe('/recovery-details/14?tab=messages');
  });

  it('goes to the dashboard for anything that is not a page of ours', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example/x' }, { from: '//evil.example/x' }, { from: '/login' }]) {
      expect(returnPathOf(state)).toBe('/dashboard');
    }
  });
});
