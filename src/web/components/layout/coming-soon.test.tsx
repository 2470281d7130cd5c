import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  // The page title asks for the branding; no answer is needed here.
  beforeEach(() => fakeApi({}));

  it('is the main landmark of a page of its own', () => {
    renderInApp(<ComingSoon title="Settings" />, { at: '/admin/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  // Inside the staff layout a second <main> would be nested and duplicated (axe: landmark-no-duplicate-main).
  it('adds no landmark inside a layout that already has its <main>', () => {
    renderInApp(
      <main id="main">
        <ComingSoon title="Settings" withinMain />
      </main>,
      { at: '/admin/settings' },
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.querySelectorAll('#main')).toHaveLength(1);
    expect(screen.getByText(/This page is coming soon\./)).toBeTruthy();
  });
});
