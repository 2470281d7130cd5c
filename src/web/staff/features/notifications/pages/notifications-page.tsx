import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import type { BulkRecipientType } from '@shared/notifications/schema';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/i18n/format';
import { SectionHeader } from '@/staff/components/section-header';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useRecipientCounts } from '../api/get-recipient-counts';
import { RecentSends } from '../components/recent-sends';
import { recipientLabels } from '../components/recipient-labels';
import { SendNotificationDialog } from '../components/send-notification-dialog';
import { TemplatesSection } from '../components/templates-section';

/**
 * /admin/notifications: the spec's bulk-notification dialog with its three shortcut cards (how many
 * each choice reaches), the recent sends with live progress and Cancel, and the templates.
 */
export default function NotificationsPage() {
  const counts = useRecipientCounts();
  const { t, i18n } = useLingui();
  const unsubscribed = counts.data?.unsubscribed ?? 0;
  const session = useStaffSession();
  // Which button opened the dialog: focus goes back to it when the dialog closes.
  const [dialog, setDialog] = useState<{ open: boolean; type: BulkRecipientType; from: string }>({ open: false, type: 'all', from: '' });
  const open = (type: BulkRecipientType, from: string) => setDialog({ open: true, type, from });

  return (
    <>
      <SectionHeader
        title={t`Notifications`}
        description={t`E-mail many people at once. Mail goes out at the pace set in Settings, and every copy can be unsubscribed in one click.`}
        actions={
          <Button data-opens-send="header" onClick={() => open('all', '[data-opens-send="header"]')}>
            <Mail aria-hidden="true" /> <Trans>Send notification</Trans>
          </Button>
        }
      />
      <div className="grid gap-3 pb-4 sm:grid-cols-3">
        {(['all', 'verified', 'unverified'] as const).map((type) => (
          <button
            key={type}
            type="button"
            data-opens-send={type}
            onClick={() => open(type, `[data-opens-send="${type}"]`)}
            className="flex flex-col items-start gap-1 rounded-lg border border-border bg-card p-4 text-start shadow-sm hover:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
          >
            <span className="text-muted-foreground">{i18n._(recipientLabels[type])}</span>
            <span className="text-2xl font-semibold">{counts.data ? formatNumber(counts.data[type]) : '…'}</span>
            <span className="text-sm text-primary">
              <Trans>Send to these</Trans>
            </span>
          </button>
        ))}
      </div>
      {counts.data ? (
        <p className="pb-4 text-sm text-muted-foreground">
          {counts.data.ownCasesOnly ? `${t`Counting the victims of your own cases only.`} ` : ''}
          {counts.data.unsubscribed === 0
            ? t`Nobody has unsubscribed.`
            : plural(unsubscribed, { one: '# person has unsubscribed and is left out.', other: '# people have unsubscribed and are left out.' })}
        </p>
      ) : counts.isError ? (
        <p className="pb-4 text-destructive">
          <Trans>The recipient counts could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : null}
      <div className="flex flex-col gap-4 pb-6">
        <RecentSends />
        <TemplatesSection canEdit={session.data?.role === 'admin'} />
      </div>
      {dialog.open ? (
        <SendNotificationDialog
          key={dialog.type}
          onOpenChange={(isOpen) => {
            if (!isOpen) returnFocus(dialog.from);
            setDialog((d) => ({ ...d, open: isOpen }));
          }}
          counts={counts.data}
          initialType={dialog.type}
        />
      ) : null}
    </>
  );
}
