import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderInApp } from '@/test/render';
import { failureToast } from './failure-toast';

const toastText = () => Array.from(document.querySelector('li[data-state="open"] .grid')?.children ?? [], (n) => n.textContent ?? '').join(' | ');
const refusal = (message?: string) => new ApiError(409, JSON.stringify({ code: 'VALIDATION_FAILED', ...(message ? { message } : {}) }), 'Conflict', null);

function show(...args: Parameters<typeof failureToast>) {
  renderInApp(<p>screen</p>);
  act(() => failureToast(...args));
  return toastText();
}

describe('failureToast', () => {
  it("is titled 'Error' and shows the text as it is when given no error", () => {
    expect(show('Failed to load user details')).toBe('Error | Failed to load user details');
  });

  it("puts the server's reason after the text when the server sent one", () => {
    expect(show('Failed to update payout status', { error: refusal('Only $850.00 is available') })).toBe(
      'Error | Failed to update payout status: Only $850.00 is available',
    );
  });

  it('shows the text alone when the server sent no reason, or the request never reached it', () => {
    expect(show('Failed to delete setting', { error: refusal() })).toBe('Error | Failed to delete setting');
    expect(show('Failed to delete setting', { error: new TypeError('Failed to fetch') })).toBe('Error | Failed to delete setting');
  });

  it('takes the title the spec names for a toast that is not titled Error', () => {
    expect(show('Failed to upload file. Please try again.', { title: 'Upload Failed' })).toBe('Upload Failed | Failed to upload file. Please try again.');
  });
});
