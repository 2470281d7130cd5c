import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, Mail, Phone } from 'lucide-react';
import type { ImpersonationAnswer } from '@shared/impersonation/schema';

const icons = { email: Mail, phone: Phone, website: Globe } as const;
const labels = { email: msg`E-mail`, phone: msg`Phone`, website: msg`Website` } as const;

/** The organisation's own channels, as it publishes them: plain text, never links to follow. */
export function OfficialChannels({ channels, platformName }: { channels: ImpersonationAnswer['officialChannels']; platformName: string }) {
  const { t, i18n } = useLingui();
  if (channels.length === 0) {
    return (
      <p className="text-base text-muted-foreground">
        <Trans>
          {platformName} has not listed its contact channels here yet. Our case team writes to you in your account on this
          website.
        </Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label={t`${platformName}'s official channels`}>
      {channels.map((channel) => {
        const Icon = icons[channel.kind];
        return (
          <li key={`${channel.kind}:${channel.value}`} className="flex items-center gap-3 text-base">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="text-muted-foreground">{i18n._(labels[channel.kind])}</span>
            <span className="font-medium [overflow-wrap:anywhere]">{channel.value}</span>
          </li>
        );
      })}
    </ul>
  );
}
