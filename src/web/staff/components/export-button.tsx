import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { exportListTitles, type ExportFormat, type ExportList } from '@shared/export/schema';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { exportPath } from '@/staff/lib/export-path';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadStaffFile } from '@/staff/lib/staff-file';

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
  const [busy, setBusy] = useState(false);
  const noun = exportListTitles[list].toLowerCase();

  const download = async () => {
    setBusy(true);
    try {
      await downloadStaffFile(exportPath(list, format, query), `${list}.${format}`);
      toast({ title: 'Export ready', description: `The ${format.toUpperCase()} of the ${noun} was downloaded.` });
    } catch (error) {
      failureToast(`Failed to export ${noun}`, { error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={variant} size={size} className={className} onClick={() => void download()} disabled={busy}>
      <Download aria-hidden="true" /> {busy ? 'Exporting...' : (children ?? 'Export')}
    </Button>
  );
}
