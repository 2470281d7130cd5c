import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { threatIntelFormatNames, threatIntelFormats, threatIntelPath, type ThreatIntelFormat } from '@shared/threat-intel/schema';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { downloadStaffFile } from '@/staff/lib/staff-file';

const itemClass =
  'flex min-h-10 cursor-default select-none flex-col items-start rounded-sm px-3 py-2 text-base outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

/** Who reads each format, under its name in the menu. */
const formatHints: Record<ThreatIntelFormat, MessageDescriptor> = {
  stix: msg`For OpenCTI, TAXII feeds and most police and CERT tools`,
  misp: msg`For a MISP instance: Import from, MISP JSON`,
};

type ShareIdentifiersMenuProps = {
  /** One case's identifiers; every case the staff member may share when left out. */
  incidentId?: number;
  /** Names the case in the messages ("FR-000014"). */
  reference?: string;
} & Pick<ButtonProps, 'variant' | 'size' | 'className'>;

/**
 * Downloads the scammer identifiers (websites, receiving accounts, wallets, phones, e-mail
 * addresses) of a case, or of every case, as a STIX 2.1 bundle or a MISP event for
 * threat-intelligence teams and the police (issue 27). The server leaves out every victim's data
 * and records each download in the audit log. Keyboard usable as Radix gives it: Enter or Space
 * opens, arrows move, Escape closes and returns focus.
 */
export function ShareIdentifiersMenu({ incidentId, reference, variant = 'outline', size, className }: ShareIdentifiersMenuProps) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const whose = reference ? t`${reference}'s scammer identifiers` : t`the scammer identifiers of every case you may share`;

  const download = async (format: ThreatIntelFormat) => {
    setBusy(true);
    try {
      await downloadStaffFile(threatIntelPath(format, incidentId), `scammer-identifiers.${format}.json`);
      const formatName = threatIntelFormatNames[format];
      toast({ title: t`Identifiers ready`, description: t`The ${formatName} file of ${whose} was downloaded.` });
    } catch (error) {
      failureToast(t`Failed to share ${whose}`, { error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant={variant} size={size} className={className} disabled={busy}>
          <Share2 aria-hidden="true" /> {busy ? t`Preparing...` : t`Share identifiers`} <ChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="z-50 max-w-80 rounded-md border border-border bg-card p-1 shadow-lg">
          <Menu.Label className="px-3 py-2 text-sm text-muted-foreground">
            <Trans>Scammer identifiers only, never a victim’s data</Trans>
          </Menu.Label>
          {threatIntelFormats.map((format) => (
            <Menu.Item
              key={format}
              className={itemClass}
              textValue={threatIntelFormatNames[format]}
              aria-label={threatIntelFormatNames[format]}
              aria-describedby={`${hintId}-${format}`}
              onSelect={() => void download(format)}
            >
              <span>{threatIntelFormatNames[format]}</span>
              <span id={`${hintId}-${format}`} className="text-sm text-muted-foreground">
                {i18n._(formatHints[format])}
              </span>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
