import { Alert, AlertDescription } from '@/components/ui/alert';

/** Why the server refused the form (useRefusal), announced and kept in sight above its buttons. */
export function RefusalAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
