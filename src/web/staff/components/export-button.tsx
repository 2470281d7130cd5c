import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExportFormat, ExportList } from '@shared/export/schema';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { exportPath } from '@/staff/lib/export-path';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadStaffFile } from '@/staff/lib/staff-file';

/** Each list as the toasts name it ("the CSV of the users"). */
const exportListNouns: Record<ExportList, MessageDescriptor> = {
  users: msg`users`,
  incidents: msg`incidents`,
  'recovery-applications': msg`recovery applications`,
  'money-trails': msg`money trails`,
  'payout-requests': msg`payouts`,
  documents: msg`documents`,
  messages: msg`messages`,
  'audit-log': msg`audit log`,
};

type ExportButtonProps = {
  list: ExportList;
  /** The list's query string as its page sends it; its paging is dropped. */
  query?: string;
  format?: ExportFormat;
  /** The button's words; 'Export' when left out. */
  children?: ReactNode;
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/**
 * Downloads every row of a staff list matching `query` (not only the page on screen) as a file
 * named by the server, e.g. users-2026-05-04.csv. Every list page's toolbar has one, and the
 * Export section one per list and format.
 */
export function ExportButton({ list, query, format = 'csv', children, variant = 'outline', size, className }: ExportButtonProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const noun = i18n._(exportListNouns[list]);

  const download = async () => {
    setBusy(true);
    try {
      await downloadStaffFile(exportPath(list, format, query), `${list}.${format}`);
      const kind = format.toUpperCase();
      toast({ title: t`Export ready`, description: t`The ${kind} of the ${noun} was downloaded.` });
    } catch (error) {
      failureToast(t`Failed to export ${noun}`, { error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} size={size} className={className} onClick={() => void download()} disabled={busy}>
      <Download aria-hidden="true" /> {busy ? t`Exporting...` : (children ?? t`Export`)}
    </Button>
  );
}
