import { t } from '@lingui/core/macro';

// Spec §4 and §8: failed checks are counted per URL, consecutively, and the count resets after a
// success. Pure, so the rule is tested on its own and the checker only keeps the tally in state.

export type FailureTally = { url: string; count: number };

/** The tally after a failed check of `url`: one more if the last failure was the same URL, else 1. */
export function recordFailure(tally: FailureTally | null, url: string): FailureTally {
  return { url, count: tally?.url === url ? tally.count + 1 : 1 };
}

export function failureToast(count: number): { title: string; description: string } {
  if (count < 2) return { title: t`Check Failed`, description: t`Unable to check website safety. Please try again.` };
  return {
    title: t`Multiple Check Failures`,
    description: t`We could not check this website ${count} times in a row. The site may be unavailable or blocking checks. Please try again later.`,
  };
}
