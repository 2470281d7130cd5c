import { passwordSchema } from '@shared/auth/schema';
import { profileFormSchema } from '@shared/verification/schema';

// The rules carry a list of common passwords (about 45 KB gzipped): a chunk of its own, fetched
// while the victim fills the form, never part of the first page load.
const loadPasswordRules = () => import('@shared/auth/password-rules');

export function preloadPasswordRules(): void {
  void loadPasswordRules().catch(() => undefined);
}

/**
 * The profile form's schema with the server's password rules for the address the link was sent
 * to, so a refused password is explained before anything is sent.
 */
export function profileFormSchemaFor(email: string | undefined) {
  // safeExtend: the shared schema checks the phone in the country (issue 28), and zod keeps those
  // checks only when the replaced field stays of the same type, as the password does.
  return profileFormSchema.safeExtend({
    password: passwordSchema.superRefine(async (password, ctx) => {
      // Without the list (a network hiccup) the server still applies the same rules on submit.
      const rules = await loadPasswordRules().catch(() => null);
      const message = rules?.checkPasswordRules(password, email);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
}
