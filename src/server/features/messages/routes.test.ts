import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../kernel/db/schema/index';
import { createTestAppWithSmtp } from '../../test/app';
import { createIncident, createVictim } from '../../test/fixtures';
import { linkIn } from '../../test/smtp';
import { queueReplyNotice } from './notify-victim-of-reply';

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let smtp: typeof t.smtp;
beforeAll(async () => {
  t = await createTestAppWithSmtp();
  smtp = t.smtp;
});
afterAll(() => t.close());

async function setup() {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/messages', cookies: victim.cookies, payload: { recoveryId: incident.id, ...payload } });
  const list = () => t.app.inject({ method: 'GET', url: `/api/messages?recoveryId=${incident.id}`, cookies: victim.cookies });
  return { victim, incident, send, list };
}

describe('case messages', () => {
  it('stores a message to the case team for staff to read', async () => {
    const { send, list, victim } = await setup();
    const res = await send({ recipient: 'Case Manager', content: '  I found another receipt.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().messages).toHaveLength(1);
    const [message] = (await list()).json();
    expect(message).toMatchObject({ sender: victim.profile.email, recipient: 'Case Manager', content: 'I found another receipt.', senderType: 'user' });
  });

  it('automated help answers at once with matching articles, and says it is automated (D7)', async () => {
    const { send } = await setup();
    const res = await send({ recipient: 'Automated help', content: 'Someone says I must pay a release fee in gift cards to get my money back' });
    const [, answer] = res.json().messages;
    expect(answer.senderType).toBe('automated');
    expect(answer.sender).toBe('Automated help');
    expect(answer.content).toMatch(/^This is an automated answer, not a person\./);
    expect(answer.articles[0]).toEqual({ slug: 'recovery-scams', title: 'How to recognise a recovery scam', url: '/resources#help-recovery-scams' });
  });

  it('automated help admits when nothing matched', async () => {
    const { send } = await setup();
    const answer = (await send({ recipient: 'Automated help', content: 'qwerty zxcv' })).json().messages[1];
    expect(answer.content).toContain('I could not match your message to a help article');
    expect(answer.articles.length).toBeGreaterThan(0);
  });

  it.each([
    [{ recipient: 'Case Manager', content: '   ' }, 'Please write a message'],
    [{ recipient: 'AI Assistant', content: 'hello' }, 'Please choose who the message is for'],
    [{ recipient: 'Case Manager', content: 'hello', recoveryId: null }, 'The case is missing'],
  ])('sends nothing for %o', async (payload, message) => {
    const { send, incident } = await setup();
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.app.db.select().from(messages).where(eq(messages.recoveryId, incident.id))).toHaveLength(0);
  });

  it('e-mails the victim when staff reply, without the words of the reply', async () => {
    const { incident, victim } = await setup();
    await t.app.db.transaction((tx) => queueReplyNotice({ db: tx, jobs: t.app.jobs, config: t.app.config }, { incident: { id: incident.id, victimEmail: victim.profile.email }, staffRole: 'Case Manager' }));
    const mail = await smtp.nextMailTo(victim.profile.email);
    // The link opens the case at its messages (issue 25).
    expect(linkIn(mail, /https:\/\/haven\.test\/recovery-details\/\S+/)).toBe(`https://haven.test/recovery-details/${incident.id}?tab=messages`);
    expect(mail.text).toContain(`FR-${String(incident.id).padStart(6, '0')}`);
  });
});
