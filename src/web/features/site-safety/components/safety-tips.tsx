import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileWarning, Hand, SearchCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

type Tip = { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor };

const tips: Tip[] = [
  {
    icon: SearchCheck,
    title: msg`Check the exact address`,
    text: msg`Scammers copy well-known names with small changes (paypa1, amazon-support-help). Type the address yourself or use a bookmark instead of following links in messages.`,
  },
  {
    icon: Hand,
    title: msg`Stop when you are rushed`,
    text: msg`Pressure to pay now, unusually good deals, and requests for gift cards, crypto or wire transfers are warning signs. Take your time and ask someone you trust.`,
  },
  {
    icon: FileWarning,
    title: msg`Keep evidence and report it`,
    text: msg`Save messages, addresses, receipts and screenshots. Tell your bank straight away, and report the fraud to us and to the authorities.`,
  },
];

export function SafetyTips() {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 md:grid-cols-3">
        {tips.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-5">
            <Icon className="size-7 text-primary" aria-hidden="true" />
            <h3 className="text-lg font-semibold">{i18n._(title)}</h3>
            <p className="text-base">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-secondary p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg">
          <Trans>Were you scammed? Tell us what happened; asking for help is free.</Trans>
        </p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={paths.reportIncident}>
            <Trans>Report an incident</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
