import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { CaseConversation } from '@/staff/components/case-conversation/case-conversation';
import { useCaseThread } from '@/staff/lib/get-case-thread';
import { useMarkThreadRead } from '@/staff/lib/mark-thread-read';

/** Where "Answer the victim" leads on the case page. */
export const CONVERSATION_ANCHOR = 'conversation';

/**
 * The conversation on the case page itself (issue 25): read it and answer, or leave a note for
 * colleagues, without leaving the case. The victim's messages count as read once the thread has
 * been on screen, not merely because the case was opened for something else further up.
 */
export function CaseConversationSection({ incidentId }: { incidentId: number }) {
  const headingId = useId();
  const thread = useCaseThread(incidentId);
  const { mutate: markRead } = useMarkThreadRead();
  const box = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const { t } = useLingui();
  const unread = thread.data?.messages.some((m) => m.senderType === 'user' && m.readByStaffAt === null) ?? false;

  useEffect(() => {
    const element = box.current;
    if (!unread || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      markRead(incidentId);
      return;
    }
    const watcher = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        watcher.disconnect();
        markRead(incidentId);
      }
    });
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [unread, incidentId, markRead]);

  // A mention's link names its note (#message-12): once the thread is here, go to it.
  const loaded = thread.data !== undefined;
  useEffect(() => {
    if (!loaded || !/^#message-\d+$/.test(hash)) return;
    const note = document.getElementById(hash.slice(1));
    note?.scrollIntoView({ block: 'center' });
    note?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <Card>
      <section ref={box} id={CONVERSATION_ANCHOR} aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-2 p-4 sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Conversation</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Internal notes are marked; the victim never sees them.</Trans>
        </p>
        {thread.data ? (
          <CaseConversation thread={thread.data} logClassName="max-h-[28rem] rounded-md border border-border px-3" />
        ) : (
          <p className="text-muted-foreground">{thread.isError ? t`The conversation could not be loaded. Try Refresh All.` : t`Loading…`}</p>
        )}
      </section>
    </Card>
  );
}
