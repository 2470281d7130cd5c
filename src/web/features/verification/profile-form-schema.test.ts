import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PASSWORD_CONTAINS_EMAIL_MESSAGE } from '@shared/auth/password-rules';
import type { ProfileForm } from '@shared/verification/schema';
import { profileFormSchemaFor } from './profile-form-schema';

const details = { fullName: 'Alice Victim', phone: '', country: 'GB' };

/** What the form shows under the password field: the resolver it is built with, run as on submit. */
async function passwordError(email: string | undefined, password: string) {
  const resolve = zodResolver(profileFormSchemaFor(email));
  const { errors } = await resolve({ ...details, password } satisfies ProfileForm, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return errors.password?.message;
}

describe('the profile form checks the password before sending it', () => {
  it('explains a common password', async () => {
    expect(await passwordError('alice@example.com', 'password')).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await passwordError('alice@example.com', 'Password')).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('explains a password that holds the e-mail local part, whatever its case', async () => {
    expect(await passwordError('alice@example.com', 'alice-secret-1')).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
    expect(await passwordError('Alice@Example.com', 'my-ALICE-secret')).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
  });

  it('keeps the length message for a short password', async () => {
    expect(await passwordError('alice@example.com', 'alice')).toBe('Password must be at least 8 characters');
  });

  it('lets a good passphrase through', async () => {
    expect(await passwordError('alice@example.com', 'velvet harbour lantern')).toBeUndefined();
    expect(await passwordError(undefined, 'alice-secret-1')).toBeUndefined();
  });
});
