import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import type { Tag } from '@shared/tags/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderInApp, toastText } from '@/test/render';
import { useIncident } from '../api/get-incident';
import { CaseTagsSection } from './case-tags-section';

const urgent: Tag = { id: 1, name: 'Urgent', colour: 'red' };
const police: Tag = { id: 2, name: 'Police involved', colour: 'blue' };
const bank: Tag = { id: 3, name: 'Bank contacted', colour: 'green' };

/** The section as the case page places it: fed from the case's record, so a save shows as the record refreshes. */
function OnTheCase() {
  const query = useIncident(14);
  return query.data ? <CaseTagsSection incidentId={14} tags={query.data.tags} /> : null;
}

/** The server: the case's tags change with each PUT, and every PUT is kept to read. */
function serverWith({ tags, list = [bank, police, urgent], refuse }: { tags: Tag[]; list?: Tag[]; refuse?: boolean }) {
  let current = tags;
  const puts: unknown[] = [];
  fakeApi({
    'GET /api/admin/incidents/14': () => ({ status: 200, body: { incident: {}, platform: { id: 1, name: 'CoinVault' }, moneyTrails: [], tags: current } as unknown as IncidentDetail }),
    'GET /api/admin/tags': { status: 200, body: { items: list } },
    'PUT /api/admin/incidents/14/tags': ({ body }) => {
      puts.push(body);
      if (refuse) return { status: 400, body: { code: 'TAG_UNKNOWN', message: 'No tag has the id 2. Reload the page to see the tags there are.' } };
      const ids = (body as { tagIds: number[] }).tagIds;
      current = list.filter((tag) => ids.includes(tag.id));
      return { status: 200, body: { tags: current } };
    },
  });
  return puts;
}

const section = () => screen.getByRole('region', { name: 'Tags' });

afterEach(() => dismissToast());

describe("the case's tags", () => {
  it('shows them, and lets any staff member tick and untick them, showing the saved set', async () => {
    const puts = serverWith({ tags: [urgent] });
    const { user, container } = renderInApp(<OnTheCase />);
    const shown = await screen.findByRole('list', { name: 'Tags' });
    expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Urgent']);
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(within(section()).getByRole('button', { name: 'Edit tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    await waitFor(() => expect(box('Urgent').getAttribute('aria-checked')).toBe('true'));
    expect(box('Police involved').getAttribute('aria-checked')).toBe('false');
    expect((await axe.run(dialog)).violations).toEqual([]);

    await user.click(box('Urgent'));
    // The tag's name is its label: a click on it ticks the box, as a screen reader user's would.
    await user.click(within(dialog).getByText('Police involved'));
    await user.click(box('Bank contacted'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastText()).toContain('Tags saved'));
    expect(puts).toEqual([{ tagIds: [3, 2] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(section()).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bank contacted', 'Police involved']));
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const puts = serverWith({ tags: [], refuse: true });
    const { user } = renderInApp(<OnTheCase />);
    expect(await screen.findByText('No tags yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Police involved' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No tag has the id 2. Reload the page to see the tags there are.');
    expect(puts).toEqual([{ tagIds: [2] }]);
    expect(screen.getByRole('dialog', { name: 'Edit tags' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tags' })).toBeNull();
  });

  it('says where tags come from when none exist, and has nothing to save', async () => {
    const puts = serverWith({ tags: [], list: [] });
    const { user, container } = renderInApp(<OnTheCase />);
    expect(await screen.findByText('No tags yet.')).toBeTruthy();
    const link = await within(section()).findByRole('link', { name: 'Tags' });
    expect(link.getAttribute('href')).toBe('/admin/tags');
    expect(section().textContent).toContain('An admin can add them under Tags.');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(puts).toEqual([]);
  });

  it(`stops at the most tags a case may carry, until one is unticked`, async () => {
    const many: Tag[] = Array.from({ length: 21 }, (_, i) => ({ id: i + 1, name: `Tag ${String(i + 1).padStart(2, '0')}`, colour: 'grey' }));
    serverWith({ tags: many.slice(0, 20), list: many });
    const { user } = renderInApp(<OnTheCase />);
    await user.click(await screen.findByRole('button', { name: 'Edit tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    const last = await within(dialog).findByRole('checkbox', { name: 'Tag 21' });
    expect((last as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.textContent).toContain('A case carries at most 20 tags.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tag 01' }));
    expect((last as HTMLButtonElement).disabled).toBe(false);
  });
});
