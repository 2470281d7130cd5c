import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('says which rows are shown and pages with previous and next', () => {
    const onPage = vi.fn();
    render(<Pagination page={2} pageSize={25} total={60} onPage={onPage} onPageSize={() => {}} noun="incidents" />);
    expect(screen.getByText('26–50 of 60 incidents')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    screen.getByRole('button', { name: 'Next' }).click();
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('says "1,000+" when the server stopped counting, and guesses no page count', () => {
    const onPage = vi.fn();
    render(<Pagination page={2} pageSize={25} total={1000} totalIsLowerBound onPage={onPage} onPageSize={() => {}} noun="incidents" />);
    expect(screen.getByText('26–50 of 1,000+ incidents')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    screen.getByRole('button', { name: 'Next' }).click();
    expect(onPage).toHaveBeenCalledWith(3);
  });

  // jsdom has no layout; the e2e staff journey measures the 390 px page itself (e2e/staff.e2e.ts).
  it('lets its controls wrap, so a 390 px phone never scrolls sideways', () => {
    render(<Pagination page={1} pageSize={25} total={3} onPage={() => {}} onPageSize={() => {}} noun="incidents" />);
    const controls = screen.getByRole('button', { name: 'Previous' }).parentElement!;
    expect(controls.className.split(/\s+/)).toContain('flex-wrap');
  });
});
