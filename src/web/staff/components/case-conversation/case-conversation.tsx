import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { MessageAttachment } from '@shared/messages/schema';
import type { StaffThread } from '@shared/messages/staff-schema';
import { cn } from '@/lib/cn';
import { toast } from '@/hooks/use-toast';
import { DocumentViewer, viewable, type ViewedDocument } from '@/staff/components/document-viewer/document-viewer';
import { downloadDocument } from '@/staff/lib/download-document';
import { failureToast } from '@/staff/lib/failure-toast';
import { returnFocus } from '@/staff/lib/return-focus';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

/**
 * A case's thread and the reply under it, wherever staff answer: the conversation dialog over a
 * list, and the case page itself. The log opens at its newest message, where a reader starts, and
 * a message just sent is scrolled to.
 */
export function CaseConversation({ thread, logClassName }: { thread: StaffThread; logClassName?: string }) {
  const { t } = useLingui();
  const log = useRef<HTMLDivElement>(null);
  const messageCount = thread.messages.length;
  const reference = thread.reference;
  useEffect(() => {
    const box = log.current;
    if (box && messageCount > 0) box.scrollTop = box.scrollHeight;
  }, [messageCount]);

  const [viewing, setViewing] = useState<ViewedDocument | null>(null);
  // Images and PDFs open in the page; any other file the reply carried is saved (D9).
  const openFile = (file: MessageAttachment) => {
    if (viewable(file.mimeType)) {
      setViewing({ id: file.documentId, fileType: file.mimeType, originalName: file.filename, reference: thread.reference, sha256: file.sha256 });
      return;
    }
    downloadDocument(file.documentId, file.filename, file.mimeType)
      .then(() => toast({ title: t`Download started`, description: file.filename }))
      .catch((error: unknown) => failureToast(t`The file could not be downloaded`, { error }));
  };

  const showMessage = (messageId: number) =>
    requestAnimationFrame(() => log.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`)?.scrollIntoView({ block: 'nearest' }));

  return (
    <>
      <div ref={log} role="log" aria-label={t`Conversation on ${reference}`} className={cn('overflow-y-auto py-2', logClassName)}>
        <ol className="flex flex-col gap-4">
          {thread.messages.length === 0 ? (
            <li className="text-muted-foreground">
              <Trans>No messages on this case yet.</Trans>
            </li>
          ) : (
            thread.messages.map((message) => <ThreadMessage key={message.id} message={message} onOpenFile={openFile} />)
          )}
        </ol>
      </div>
      <ReplyForm incidentId={thread.incidentId} reference={thread.reference} onSent={showMessage} />
      <DocumentViewer
        document={viewing}
        onClose={() => {
          if (viewing) returnFocus(`[data-message-file="${viewing.id}"]`);
          setViewing(null);
        }}
      />
    </>
  );
}
