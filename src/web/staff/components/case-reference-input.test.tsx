import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseReferenceInput } from './case-reference-input';

const page = {
  items: [
    { incident: { id: 14, reference: 'FR-000014', email: 'maria@example.org' }, platform: { id: 1, name: 'Lunawave Exchange' }, owner: null },
    { incident: { id: 90, reference: 'FR-000090', email: 'sam@example.org' }, platform: { id: 1, name: 'Lunawave Exchange' }, owner: null },
  ],
  total: 2,
};

function renderField() {
  const fetch = fakeApi({ 'GET /api/admin/incidents': { status: 200, body: page } });
  const view = renderInApp(
    <label>
      Case
      <CaseReferenceInput />
    </label>,
  );
  return { ...view, fetch, box: screen.getByLabelText('Case') as HTMLInputElement };
}

const suggestions = () => [...document.querySelectorAll('datalist option')].map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('CaseReferenceInput', () => {
  it('suggests cases by platform or e-mail, each filling in its reference', async () => {
    const { user, box, fetch } = renderField();
    await user.type(box, 'Lunawave');
    await waitFor(() => expect(suggestions()).toEqual([
      ['FR-000014', 'Lunawave Exchange · maria@example.org'],
      ['FR-000090', 'Lunawave Exchange · sam@example.org'],
    ]));
    expect(box.getAttribute('list')).toBe(document.querySelector('datalist')!.id);
    expect(new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost').searchParams.get('q')).toBe('Lunawave');
  });

  it('asks nothing for a reference, a number or fewer than three letters', async () => {
    const { user, box, fetch } = renderField();
    for (const text of ['FR-000014', '14', 'Lu']) {
      await user.clear(box);
      await user.type(box, text);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/admin/incidents'))).toHaveLength(0);
    expect(suggestions()).toEqual([]);
  });
});
