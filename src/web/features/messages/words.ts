import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Who a message is for or from (the shared `messageRecipients` and case team roles, src/shared), in
// the reader's language; anything else (a name, an address) as it came.
const roleLabels: Record<string, MessageDescriptor> = {
  'Case Manager': msg`Case Manager`,
  'Legal Advisor': msg`Legal Advisor`,
  'Automated help': msg`Automated help`,
};

const roleNotes: Record<string, MessageDescriptor> = {
  'Case Manager': msg`A person on the case team reads and answers.`,
  'Legal Advisor': msg`A person on the case team reads and answers.`,
  'Automated help': msg`Answers at once with links to help articles. Not a person.`,
};

export function roleLabel(i18n: I18n, value: string): string {
  const label = roleLabels[value];
  return label ? i18n._(label) : value;
}

export function roleNote(i18n: I18n, value: string): string | undefined {
  const note = roleNotes[value];
  return note ? i18n._(note) : undefined;
}
