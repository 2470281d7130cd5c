import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './breakable-address';
import { DotSeparated } from './dot-separated';

describe('text that wraps on a narrow screen', () => {
  it('joins facts with dots kept on the fact before, so no wrapped line starts with "·"', () => {
    const { container } = render(<DotSeparated items={['FR-000042', null, 'Mar 1, 2026', 'uploaded today']} />);
    expect(container.textContent).toBe('FR-000042\u00a0· Mar 1, 2026\u00a0· uploaded today');
    // Breaks are allowed only at the plain spaces between the unbreakable facts.
    const facts = Array.from(container.querySelectorAll('.whitespace-nowrap'), (node) => node.textContent);
    expect(facts).toEqual(['FR-000042\u00a0·', 'Mar 1, 2026\u00a0·', 'uploaded today']);
  });

  it('lets a web address wrap after its dots and slashes, never inside a word', () => {
    const { container } = render(<BreakableAddress address="https://summit-yield-partners.example/login" />);
    expect(container.textContent).toBe('https://summit-yield-partners.example/login');
    expect(container.querySelector('.break-all')).toBeNull();
    const before = Array.from(container.querySelectorAll('wbr'), (wbr) => wbr.previousSibling?.textContent);
    expect(before).toEqual([':', '/', '/', '-', '-', '.', '/']);
  });
});
