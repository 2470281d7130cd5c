import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { failureToast } from './failure-toast';

/**
 * A form's refusal by the server, in the server's words when it sent some: said in a toast, and
 * kept beside the form (RefusalAlert) until the form is sent again.
 */
export function useRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    show: (error: unknown, fallback: string) => {
      const text = errorMessage(error, fallback);
      setMessage(text);
      failureToast(text);
    },
  };
}
