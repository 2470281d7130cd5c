import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageOf, renderInApp, shownMessages } from '@/test/render';
import { countryCodes } from '@shared/places/countries';
import { phoneProblem } from '@shared/places/phone';
import { ProfileForm } from './profile-form';

function setUp(email = 'sam.carter@example.com') {
  const onSubmit = vi.fn();
  const view = renderInApp(<ProfileForm email={email} busy={false} onSubmit={onSubmit} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Create Profile' }));
  return { ...view, onSubmit, field, submit };
}

describe('the profile form of a verified address', () => {
  it('names every missing answer with the spec message, and sends nothing', async () => {
    const { container, onSubmit, submit } = setUp();

    await submit();

    await waitFor(() =>
      expect(shownMessages(container)).toEqual([
        'Full name must be at least 2 characters',
        'Country is required',
        'Password must be at least 8 characters',
      ]),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a bad value with its own message, beside its field', async () => {
    const { onSubmit, field, submit, user } = setUp();

    await user.type(field(/^Full name/), 'S');
    await user.type(field(/^Phone number/), '0'.repeat(41));
    await user.type(field(/^Choose a password/), 'short');
    await submit();

    await waitFor(() => expect(messageOf(field(/^Choose a password/))).toBe('Password must be at least 8 characters'));
    expect(messageOf(field(/^Full name/))).toBe('Full name must be at least 2 characters');
    expect(messageOf(field(/^Phone number/))).toBe('Phone number is too long');
    expect(messageOf(field(/^Country/))).toBe('Country is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a common one', 'password123', 'This password is too common. Please choose one that is harder to guess.'],
    ['one holding the e-mail address', 'Sam.Carter-2026', 'Your password must not contain your e-mail address.'],
  ])('refuses %s before anything is sent, as the server would', async (_name, password, message) => {
    const { onSubmit, field, submit, user } = setUp();

    await user.type(field(/^Full name/), 'Sam Carter');
    await user.selectOptions(field(/^Country/), 'GB');
    await user.type(field(/^Choose a password/), password);
    await submit();

    await waitFor(() => expect(messageOf(field(/^Choose a password/))).toBe(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid profile, trimmed', async () => {
    const { container, onSubmit, field, submit, user } = setUp();

    await user.type(field(/^Full name/), ' Sam Carter ');
    await user.selectOptions(field(/^Country/), 'GB');
    await user.type(field(/^Choose a password/), 'harbour lantern evening');
    await submit();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(shownMessages(container)).toEqual([]);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ fullName: 'Sam Carter', country: 'GB', password: 'harbour lantern evening' });
  });

  it('offers every country by its code and reads the phone number in the chosen one (issue 28)', async () => {
    const { onSubmit, field, submit, user } = setUp();
    expect(screen.getAllByRole('option')).toHaveLength(countryCodes.length + 1);

    await user.type(field(/^Full name/), 'Sam Carter');
    await user.type(field(/^Phone number/), '030 1234');
    await user.selectOptions(field(/^Country/), 'United Kingdom');
    await user.type(field(/^Choose a password/), 'harbour lantern evening');
    await submit();
    await waitFor(() => expect(messageOf(field(/^Phone number/))).toBe(phoneProblem('GB')));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(field(/^Country/), 'Germany');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ country: 'DE', phone: '+49301234' });
  });
});
