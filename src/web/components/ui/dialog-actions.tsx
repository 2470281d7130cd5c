import { Button, type ButtonVariantProps } from './button';
import { DialogFooter } from './dialog';

type DialogActionsProps = {
  onCancel: () => void;
  /** What the dialog does ("Save"), and what it says while that runs ("Saving..."). */
  action: string;
  pendingAction: string;
  pending: boolean;
  /** The action cannot run yet (a confirmation not typed); it is off while it runs in any case. */
  disabled?: boolean;
  variant?: ButtonVariantProps['variant'];
  /** Without it, the action submits the dialog's form. */
  onAction?: () => void;
};

/** A dialog's footer: Cancel, and the one thing the dialog does, which is off and says so while it runs. */
export function DialogActions({ onCancel, action, pendingAction, pending, disabled = false, variant, onAction }: DialogActionsProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onAction ? 'button' : 'submit'} variant={variant} disabled={disabled || pending} onClick={onAction}>
        {pending ? pendingAction : action}
      </Button>
    </DialogFooter>
  );
}
