import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastRoom } from './toast-room';

/**
 * Radix gives F8 to focus the notification area and swipe-to-dismiss; we set the spec's values.
 * `onReady` runs once the area is on the page and listening (for an F8 pressed before it loaded).
 */
export function Toaster({ onReady }: { onReady?: () => void } = {}) {
  const { t } = useLingui();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);
  useToastRoom(viewport, toasts.some((toast) => toast.open));
  // A parent's effect runs after its children's: Radix's viewport listens for F8 by now.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t`Notification`}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>
  );
}
