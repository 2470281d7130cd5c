import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { E2E_ADMIN, signInAsStaff } from './support/staff';
import { expectFirstToast } from './support/toasts';

// Issue 26's tools of the trade on the built app, through the screens: an admin writes a saved
// reply, inserts it on a case filled with the case's reference, edits it and sends it with
// Ctrl+Enter; names a colleague in an internal note, and the colleague (signed in elsewhere) is
// told in My work and led to the note; two cases are given to the colleague at once from the
// incidents list; the colleague's cases are kept as a saved view in the sidebar. Read by axe, at
// 1440 px and, for the list with cases chosen, on a 390 px phone without sideways scrolling.
const RUN = Date.now().toString(36);
const PLATFORM = `Toolbench Markets ${RUN}`;
const VICTIM = `tools-${RUN}@example.org`;
const REPLY = { title: `Platform written to ${RUN}`, content: 'We have your report on {{caseReference}} and have written to the platform.' };
const COLLEAGUE = { username: `ana-${RUN}`, displayName: `Ana Tools ${RUN}`, email: `ana-${RUN}@staff.example.org`, password: 'quiet harbour violin 7319' };
const VIEW = `Ana's cases ${RUN}`;

type Filed = { id: number; caseReference: string };

async function fileReport(description: string): Promise<Filed> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    victimEmail: VICTIM,
    platformName: PLATFORM,
    incidentDate: '2026-10-21',
    lossAmount: '2750.00',
    description,
    fraudType: 'investment_scam',
  })) form.append(key, value);
  const res = await fetch(`${e2e.baseURL}/api/report-incident`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '203.0.113.83' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { incident: Filed }).incident;
}

/**
 * The colleague, added by the signed-in admin through the staff API; with no mail server, the
 * development server answers with the set-password link, which the colleague follows.
 */
async function addColleague(admin: Page): Promise<number> {
  const created = await admin.evaluate(async ({ username, displayName, email }) => {
    const res = await fetch('/api/admin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
      body: JSON.stringify({ username, displayName, email, role: 'caseworker' }),
    });
    return { status: res.status, body: (await res.json()) as { staff: { id: number }; setPasswordUrl?: string } };
  }, COLLEAGUE);
  expect(created.status).toBe(201);
  const token = new URL(created.body.setPasswordUrl ?? '', e2e.baseURL).searchParams.get('token');
  expect(token, 'the development server gives the set-password link').toBeTruthy();
  const set = await fetch(`${e2e.baseURL}/api/staff-password/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: COLLEAGUE.password }),
  });
  expect(set.status).toBe(200);
  return created.body.staff.id;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** A case's checkbox on the incidents list, by the name a screen reader hears. */
const chooser = (page: Page, reference: string) => page.getByRole('checkbox', { name: `Choose ${reference} (${PLATFORM})` });

describe.skipIf(!e2e.enabled)('saved replies, mentions, bulk actions and saved views', () => {
  const browser = browserForSuite();
  let first: Filed;
  let second: Filed;

  it('an admin answers with a saved reply, names a colleague in a note, gives two cases to them at once and keeps them as a view', async () => {
    first = await fileReport('A trading site froze my account once I asked to withdraw.');
    second = await fileReport('The same broker asked me for a release fee on a second deposit.');
    const { context, page } = await newPage(browser());
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsStaff(page);
    const colleagueId = await addColleague(page);

    // 1. The saved reply, written once on the library page.
    await page.goto('/admin/saved-replies');
    await page.getByRole('heading', { level: 1, name: 'Saved replies' }).waitFor();
    await page.getByRole('button', { name: 'New saved reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'New saved reply' });
    await dialog.getByLabel(/^Title/).fill(REPLY.title);
    await dialog.getByLabel(/^Reply/).fill(REPLY.content);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectFirstToast(page, 'Saved reply saved');
    const libraryRow = page.getByRole('table', { name: 'Saved replies' }).getByRole('row').filter({ hasText: REPLY.title });
    await libraryRow.waitFor();
    // The library shows the reply as written, placeholder and all.
    expect(await libraryRow.textContent()).toContain('{{caseReference}}');
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/tools-saved-replies-1440.png' });

    // On the case, it goes into the message filled with the case's reference; edited, Ctrl+Enter sends it.
    await page.goto(`/admin/incidents/${first.id}`);
    await page.getByRole('heading', { level: 1, name: `Incident ${first.caseReference}` }).waitFor();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    const log = page.getByRole('log', { name: `Conversation on ${first.caseReference}` });
    await log.waitFor();
    await conversation.getByLabel('Saved reply').selectOption({ label: REPLY.title });
    const message = conversation.getByLabel(/^Message/);
    const filled = `We have your report on ${first.caseReference} and have written to the platform.`;
    expect(await message.inputValue()).toBe(filled);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' They have ten working days to answer.');
    const sent = `${filled} They have ten working days to answer.`;
    expect(await message.inputValue()).toBe(sent);
    await page.keyboard.press('Control+Enter');
    await expectFirstToast(page, 'Reply sent');
    const reply = log.getByRole('listitem').filter({ hasText: sent });
    await reply.waitFor();
    expect(await reply.getByText('Internal note').count()).toBe(0);
    expect(await message.inputValue()).toBe('');

    // 2. A note naming the colleague, picked from the directory rather than typed.
    await message.fill('Ana, could you ring the bank about the second deposit?');
    await conversation.getByLabel('Mention a colleague').selectOption({ label: `${COLLEAGUE.displayName} (@${COLLEAGUE.username})` });
    expect(await message.inputValue()).toBe(`Ana, could you ring the bank about the second deposit?\n\n@${COLLEAGUE.username} `);
    await conversation.getByRole('button', { name: 'Add internal note' }).click();
    await expectFirstToast(page, 'Note added');
    const note = log.getByRole('listitem').filter({ hasText: `@${COLLEAGUE.username}` });
    await note.getByText('Internal note', { exact: true }).waitFor();
    const noteId = await note.getAttribute('data-message-id');
    expect(noteId).toMatch(/^\d+$/);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/tools-case-conversation-1440.png', fullPage: true });

    // The colleague, signed in in a browser of their own, is told in My work and led to the note.
    const colleague = await newPage(browser());
    const c = colleague.page;
    await c.setViewportSize({ width: 1440, height: 900 });
    await signInAsStaff(c, COLLEAGUE);
    await c.goto('/admin/my-work');
    const mention = c
      .getByRole('list', { name: 'New for you' })
      .getByRole('link', { name: `${E2E_ADMIN.username} mentioned you in a note on ${first.caseReference}`, exact: true });
    await mention.waitFor();
    await c.screenshot({ path: '/tmp/tools-mention-my-work-1440.png' });
    await mention.click();
    await c.waitForURL((url) => url.pathname === `/admin/incidents/${first.id}` && url.hash === `#message-${noteId}`);
    await c.getByRole('heading', { level: 1, name: `Incident ${first.caseReference}` }).waitFor();
    // The note is where focus lands, so a screen reader starts there.
    await expect.poll(() => c.evaluate(() => document.activeElement?.id)).toBe(`message-${noteId}`);
    expect(await c.evaluate(() => document.activeElement?.textContent)).toContain('could you ring the bank about the second deposit?');
    await c.screenshot({ path: '/tmp/tools-mention-note-1440.png' });

    // 3. Both cases given to the colleague at once from the list.
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Incidents', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/incidents');
    await page.getByLabel('Search incidents').fill(PLATFORM);
    await page.waitForURL((url) => url.searchParams.get('q') === PLATFORM);
    const rowOf = (filed: Filed) => page.getByRole('row').filter({ has: chooser(page, filed.caseReference) });
    for (const filed of [first, second]) {
      await rowOf(filed).waitFor();
      expect(await rowOf(filed).textContent()).not.toContain(COLLEAGUE.displayName);
    }
    await chooser(page, first.caseReference).click();
    await chooser(page, second.caseReference).click();
    const bar = page.getByRole('region', { name: '2 cases chosen' });
    await bar.getByLabel('Action').selectOption({ label: 'Give to' });
    await bar.getByLabel('Staff member').selectOption({ label: COLLEAGUE.displayName });
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/tools-bulk-bar-1440.png' });
    await bar.getByRole('button', { name: 'Apply to 2 cases' }).click();
    const ask = page.getByRole('dialog', { name: `Give to ${COLLEAGUE.displayName}?` });
    const asked = (await ask.textContent()) ?? '';
    expect(asked).toContain(first.caseReference);
    expect(asked).toContain(second.caseReference);
    await ask.getByRole('button', { name: 'Apply' }).click();
    const done = page.getByRole('dialog', { name: 'Done on 2 cases' });
    await done.getByText('Nothing was refused.').waitFor();
    await page.screenshot({ path: '/tmp/tools-bulk-done-1440.png' });
    await done.getByRole('button', { name: 'Done' }).focus();
    await page.keyboard.press('Enter');
    await done.waitFor({ state: 'hidden' });
    await bar.waitFor({ state: 'hidden' });
    for (const filed of [first, second]) await rowOf(filed).getByText(COLLEAGUE.displayName, { exact: true }).waitFor();

    // The colleague hears both cases are theirs.
    await c.goto('/admin/my-work');
    const newForColleague = c.getByRole('list', { name: 'New for you' });
    for (const filed of [first, second]) await newForColleague.getByRole('link', { name: `${filed.caseReference} is now yours`, exact: true }).waitFor();

    // 4. The colleague's cases, kept as a view: it shows in the sidebar and filters the list again.
    await page.getByLabel('Search incidents').fill('');
    await page.waitForURL((url) => url.pathname === '/admin/incidents' && !url.searchParams.has('q'));
    await page.getByLabel('Owner').selectOption({ label: COLLEAGUE.displayName });
    await page.waitForURL((url) => url.searchParams.get('owner') === String(colleagueId));
    await page.getByRole('button', { name: 'Save view' }).click();
    const naming = page.getByRole('dialog', { name: 'Save this view' });
    await naming.getByLabel(/^Name/).fill(VIEW);
    await page.keyboard.press('Enter');
    await naming.waitFor({ state: 'hidden' });
    await expectFirstToast(page, 'View saved');
    const sidebar = page.getByRole('navigation', { name: 'Staff sections' });
    const viewLink = sidebar.getByRole('link', { name: VIEW, exact: true });
    await viewLink.waitFor();
    expect(new URL((await viewLink.getAttribute('href')) ?? '', e2e.baseURL).searchParams.get('owner')).toBe(String(colleagueId));

    await sidebar.getByRole('link', { name: 'My work', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-work');
    await page.getByRole('heading', { level: 1, name: 'My work' }).waitFor();
    await viewLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/incidents' && url.searchParams.get('owner') === String(colleagueId));
    expect(await page.getByLabel('Owner').inputValue()).toBe(String(colleagueId));
    // The View menu names the view open.
    const view = page.getByRole('combobox', { name: /^View/ });
    expect(await view.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(VIEW);
    // Only the colleague's cases: the two just given.
    const listed = page.getByRole('table', { name: 'Incidents' }).getByRole('checkbox', { name: /^Choose FR-/ });
    await chooser(page, first.caseReference).waitFor();
    await chooser(page, second.caseReference).waitFor();
    expect(await listed.count()).toBe(2);
    expect(await page.getByRole('table', { name: 'Incidents' }).getByText('Nobody yet').count()).toBe(0);
    await page.screenshot({ path: '/tmp/tools-saved-view-1440.png' });

    await colleague.context.close();
    await context.close();
  });

  it('the list with cases chosen fits a 390 px phone without sideways scrolling', async () => {
    const { context, page } = await newPage(browser(), { mobile: true });
    await signInAsStaff(page);
    await page.goto(`/admin/incidents?q=${encodeURIComponent(PLATFORM)}`);
    await chooser(page, first.caseReference).click();
    await chooser(page, second.caseReference).click();
    const bar = page.getByRole('region', { name: '2 cases chosen' });
    await bar.getByRole('button', { name: 'Apply to 2 cases' }).waitFor();
    await noSidewaysScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/tools-bulk-bar-390.png', fullPage: true });
    await bar.getByRole('button', { name: 'Let go of all' }).click();
    await bar.waitFor({ state: 'hidden' });
    await context.close();
  });
});
