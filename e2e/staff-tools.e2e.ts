import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../src/server/test/sample-files';
import { browserForSuite, e2e, expectAxeClean, newPage } from './support/browser';
import { E2E_ADMIN, signInAsStaff } from './support/staff';
import { expectFirstToast } from './support/toasts';

// Issue 26's tools of the trade on the built app, through the screens: an admin writes a saved
// reply, inserts it on a case filled with the case's reference, edits it and sends it with
// Ctrl+Enter; names a colleague in an internal note, and the colleague (signed in elsewhere) is
// told in My work and led to the note; two cases are given to the colleague at once from the
// incidents list; the colleague's cases are kept as a saved view in the sidebar. Then the victim,
// who had phoned (a case staff recorded), reports the same loss online with a bank statement: the
// admin answers that report with a letter attached, sorts the list due first, merges the report
// into the case kept from its Duplicates (the letter and the statement move with it, the report's
// own address and the victim's old link lead to the case kept) and undoes the merge. Read by axe,
// at 1440 px and, for the list with cases chosen, on a 390 px phone without sideways scrolling.
const RUN = Date.now().toString(36);
const PLATFORM = `Toolbench Markets ${RUN}`;
const VICTIM = `tools-${RUN}@example.org`;
const REPLY = { title: `Platform written to ${RUN}`, content: 'We have your report on {{caseReference}} and have written to the platform.' };
const COLLEAGUE = { username: `ana-${RUN}`, displayName: `Ana Tools ${RUN}`, email: `ana-${RUN}@staff.example.org`, password: 'quiet harbour violin 7319' };
const VIEW = `Ana's cases ${RUN}`;
const VICTIM_ACCOUNT = { fullName: `Robin Tools ${RUN}`, country: 'United Kingdom', password: 'copper harbour violin 4821' };
const LETTER = 'Here is the letter we sent to the platform about your withdrawal.';

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

/**
 * The victim's account, made through the development server's verification link (D13), signed in
 * in a browser of its own.
 */
async function victimSignedIn(browser: Browser) {
  const sent = await fetch(`${e2e.baseURL}/api/send-verification`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: VICTIM }) });
  expect(sent.status).toBe(200);
  const token = new URL(((await sent.json()) as { verificationUrl?: string }).verificationUrl ?? '', e2e.baseURL).searchParams.get('token');
  expect(token, 'the development server gives the verification link').toBeTruthy();
  const done = await fetch(`${e2e.baseURL}/api/verify/${token}/complete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(VICTIM_ACCOUNT) });
  expect(done.ok).toBe(true);
  const signedIn = await newPage(browser);
  await signedIn.page.goto('/login');
  await signedIn.page.getByLabel('E-mail address').fill(VICTIM);
  await signedIn.page.getByLabel('Password').fill(VICTIM_ACCOUNT.password);
  await signedIn.page.getByRole('button', { name: 'Sign In' }).click();
  await signedIn.page.waitForURL('**/dashboard');
  return signedIn;
}

/** A report made by the signed-in victim, with a bank statement as evidence: confirmed as theirs at once (D18). */
async function reportSignedIn(victim: Page, description: string): Promise<Filed> {
  const fields = { victimEmail: VICTIM, platformName: PLATFORM, incidentDate: '2026-10-21', lossAmount: '2750.00', description, fraudType: 'investment_scam' };
  const answer = await victim.evaluate(
    async ({ fields, pdf }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('evidence', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bank-statement.pdf');
      const res = await fetch('/api/report-incident', { method: 'POST', body: form });
      return { status: res.status, body: (await res.json()) as { incident: { id: number; caseReference: string }; confirmation: string } };
    },
    { fields, pdf: [...samplePdf()] },
  );
  expect(answer.status).toBe(201);
  expect(answer.body.confirmation).toBe('confirmed');
  return answer.body.incident;
}

/** A case staff record themselves (a phone call), through the staff API: confirmed by staff (D18). */
async function recordCase(admin: Page, description: string): Promise<Filed> {
  const created = await admin.evaluate(
    async (body) => {
      const res = await fetch('/api/admin/incidents', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { incident: { id: number; reference: string } } };
    },
    { platformName: PLATFORM, victimEmail: VICTIM, amount: '2750.00', description, incidentDate: '2026-10-21' },
  );
  expect(created.status).toBe(201);
  return { id: created.body.incident.id, caseReference: created.body.incident.reference };
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** A case's checkbox on the incidents list, by the name a screen reader hears. */
const chooser = (page: Page, reference: string) => page.getByRole('checkbox', { name: `Choose ${reference} (${PLATFORM})` });

describe.skipIf(!e2e.enabled)('saved replies, mentions, bulk actions, saved views, files on replies, due first and merging duplicates', () => {
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

  it('a reply carries a file; the list sorts due first; a duplicate report is merged into the case kept, its old addresses lead there, and the merge is undone', async () => {
    const { context, page } = await newPage(browser());
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsStaff(page);
    // The victim phoned first (the case staff recorded), then reported the same loss online.
    const kept = await recordCase(page, 'Recorded from a phone call: the broker froze the account after a withdrawal request.');
    const victim = await victimSignedIn(browser());
    const duplicate = await reportSignedIn(victim.page, 'I reported this by phone too: the trading site froze my account and asks for a fee.');

    // 1. A reply with a file: the file shows on the message and among the case files.
    await page.goto(`/admin/incidents/${duplicate.id}`);
    await page.getByRole('heading', { level: 1, name: `Incident ${duplicate.caseReference}` }).waitFor();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    const log = page.getByRole('log', { name: `Conversation on ${duplicate.caseReference}` });
    await log.waitFor();
    await conversation.getByLabel(/^Message/).fill(LETTER);
    await conversation.getByLabel('Attach a file to the reply').setInputFiles({ name: 'letter-to-platform.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await conversation.getByRole('button', { name: 'Remove letter-to-platform.pdf' }).waitFor();
    // A note carries no file: every case file is the victim's to see.
    expect(await conversation.getByRole('button', { name: 'Add internal note' }).isDisabled()).toBe(true);
    await expectAxeClean(page);
    await conversation.screenshot({ path: '/tmp/tools-reply-file-chosen-1440.png' });
    await conversation.getByRole('button', { name: 'Send reply' }).click();
    await expectFirstToast(page, 'Reply sent');
    const letter = log.getByRole('listitem').filter({ hasText: LETTER });
    const attachment = letter.getByRole('button', { name: /^letter-to-platform\.pdf/ });
    await attachment.waitFor();
    await conversation.getByText('The victim sees it with the reply and in the case files.').waitFor();
    const files = page.getByRole('region', { name: 'Case files' });
    await files.getByRole('listitem').filter({ hasText: 'letter-to-platform.pdf' }).getByText(`added by ${E2E_ADMIN.username}`, { exact: false }).waitFor();
    await files.getByRole('listitem').filter({ hasText: 'bank-statement.pdf' }).getByText('from the victim', { exact: false }).waitFor();
    // The file opens in the page; Escape closes it and focus is back on the file.
    await attachment.click();
    const viewer = page.getByRole('dialog', { name: 'letter-to-platform.pdf' });
    await viewer.waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await expect.poll(() => attachment.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectAxeClean(page);
    await conversation.screenshot({ path: '/tmp/tools-reply-with-file-1440.png' });

    // 2. Due first: the cases still waiting for a first reply, the longest waiting first, then the rest, newest first.
    await page.goto(`/admin/incidents?q=${encodeURIComponent(PLATFORM)}`);
    const table = page.getByRole('table', { name: /^Incidents/ });
    const order = () => table.getByRole('checkbox', { name: /^Choose FR-/ }).evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
    const named = (...cases: Filed[]) => cases.map((filed) => `Choose ${filed.caseReference} (${PLATFORM})`);
    await expect.poll(order).toEqual(named(duplicate, kept, second, first));
    await page.getByRole('combobox', { name: /^Sort/ }).selectOption({ label: 'Due first' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'due');
    await page.getByText('Every case, due first.', { exact: false }).waitFor();
    await expect.poll(order).toEqual(named(second, kept, duplicate, first));
    // Every case, due first: the overdue clocks (the demo data's) fit beside the sidebar, owner and
    // row actions in view, without scrolling the table sideways.
    await page.getByLabel('Search incidents').fill('');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'due' && !url.searchParams.has('q'));
    await table.getByText(/^First reply overdue by /).first().waitFor();
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/tools-due-first-1440.png' });

    // 3. The case kept proposes the report as a duplicate, with what they share; its clock runs.
    await page.goto(`/admin/incidents/${kept.id}`);
    await page.getByRole('heading', { level: 1, name: `Incident ${kept.caseReference}` }).waitFor();
    await page.getByText(/^First reply due in 2[34] hours$/).waitFor();
    const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
    const proposal = duplicates.getByRole('listitem').filter({ has: page.getByRole('link', { name: duplicate.caseReference, exact: true }) });
    await proposal.getByText('Shares: same victim e-mail, same platform, reported within 30 days').waitFor();
    const mergeButton = proposal.getByRole('button', { name: `Merge ${duplicate.caseReference} into this case` });
    // By keyboard: Enter asks, Escape lets it be and focus is back on the button.
    await mergeButton.focus();
    await page.keyboard.press('Enter');
    const asking = page.getByRole('dialog', { name: `Merge ${duplicate.caseReference} into ${kept.caseReference}?` });
    await asking.waitFor();
    expect(await asking.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/tools-merge-dialog-1440.png' });
    await page.keyboard.press('Escape');
    await asking.waitFor({ state: 'hidden' });
    await expect.poll(() => mergeButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await mergeButton.click();
    await asking.getByRole('button', { name: 'Merge', exact: true }).click();
    await expectFirstToast(page, 'Cases merged');
    await asking.waitFor({ state: 'hidden' });
    // The proposal and its button are gone: focus is on the section, which says what was merged.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Possible duplicates');

    // The case kept now holds the report's messages and files, and says what was merged into it.
    const keptLog = page.getByRole('log', { name: `Conversation on ${kept.caseReference}` });
    await keptLog.getByRole('listitem').filter({ hasText: LETTER }).getByRole('button', { name: /^letter-to-platform\.pdf/ }).waitFor();
    for (const name of ['letter-to-platform.pdf', 'bank-statement.pdf']) await files.getByRole('listitem').filter({ hasText: name }).waitFor();
    const mergedLine = duplicates.getByRole('listitem').filter({ hasText: `${duplicate.caseReference} was merged into this case` });
    await mergedLine.waitFor();
    expect(await mergedLine.textContent()).toContain('it can be undone until');
    await expectAxeClean(page);
    await page.screenshot({ path: '/tmp/tools-merged-1440.png', fullPage: true });

    // 4. The report's own address says where it is now, and its reference opens the case kept.
    await page.goto(`/admin/incidents/${duplicate.id}`);
    await page.getByText(`This case was merged into ${kept.caseReference}`, { exact: false }).waitFor();
    await page.getByRole('link', { name: kept.caseReference, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/admin/incidents/${kept.id}`);
    await page.getByRole('heading', { level: 1, name: `Incident ${kept.caseReference}` }).waitFor();
    // The victim sees one case: a link to the report, mailed before the merge, opens the case kept.
    await victim.page.goto(`/recovery-details/${duplicate.id}`);
    await victim.page.getByText(`Case ${kept.caseReference}: messages, documents and money on your case.`).waitFor();

    // 5. Undone within the day: the report stands on its own again, with its letter and statement.
    await duplicates.getByRole('button', { name: `Undo merge of ${duplicate.caseReference}` }).click();
    await expectFirstToast(page, 'Merge undone');
    await mergedLine.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Possible duplicates');
    await proposal.getByRole('button', { name: `Merge ${duplicate.caseReference} into this case` }).waitFor();
    expect(await keptLog.getByText(LETTER).count()).toBe(0);
    expect(await files.getByText('bank-statement.pdf').count()).toBe(0);
    await page.goto(`/admin/incidents/${duplicate.id}`);
    await log.getByRole('listitem').filter({ hasText: LETTER }).waitFor();
    await files.getByText('bank-statement.pdf').waitFor();
    expect(await page.getByText('This case was merged into', { exact: false }).count()).toBe(0);

    await victim.context.close();
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
