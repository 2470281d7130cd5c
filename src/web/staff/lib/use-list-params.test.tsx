import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { useListParams } from './use-list-params';

function TwoFilters() {
  const { update } = useListParams({}, ['owner', 'fraudType']);
  const location = useLocation();
  return (
    <>
      <button
        onClick={() => {
          // Two changes before the router renders either, as two quick choices can be.
          update({ owner: 'unassigned' });
          update({ fraudType: 'romance_scam' });
        }}
      >
        Choose both
      </button>
      <p data-testid="search">{location.search}</p>
    </>
  );
}

describe('useListParams', () => {
  it('keeps both of two changes made in one moment, and goes back to page 1', async () => {
    const { user } = renderInApp(<TwoFilters />, { at: '/admin/incidents?page=3&q=luna' });
    await user.click(screen.getByRole('button', { name: 'Choose both' }));
    const params = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(Object.fromEntries(params)).toEqual({ q: 'luna', owner: 'unassigned', fraudType: 'romance_scam' });
  });
});
