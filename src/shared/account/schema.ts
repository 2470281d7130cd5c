import { z } from 'zod';

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1024),
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
