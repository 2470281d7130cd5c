import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type RecordDialogProps<T> = {
  /** What the dialog is about (a payout, a user); it is open while there is one. */
  record: T | null;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
  className?: string;
  /** The dialog's body for that record: a form, or the actions alone, that calls onClose when done. */
  children: (record: T) => ReactNode;
};

/** A dialog about one record, opened by choosing it (from a row's menu) and closed by letting it go. */
export function RecordDialog<T>({ record, onClose, title, description, descriptionClassName, className, children }: RecordDialogProps<T>) {
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description === undefined ? null : <DialogDescription className={descriptionClassName}>{description}</DialogDescription>}
        </DialogHeader>
        {record === null ? null : children(record)}
      </DialogContent>
    </Dialog>
  );
}
