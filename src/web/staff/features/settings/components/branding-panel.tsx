import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp } from 'lucide-react';
import { useId, useRef } from 'react';
import type { StaffSetting } from '@shared/settings/staff-schema';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useUploadBranding } from '../api/upload-branding';

const valueOf = (settings: StaffSetting[], key: string) => settings.find((s) => s.key === key)?.value ?? '';

/** The spec's upload picker: the server checks the real type by content, these only narrow the file dialog. */
const accepts = { logo_url: 'image/png,image/jpeg,image/gif,image/webp', favicon_url: '.ico,image/x-icon,image/png,image/gif' } as const;

/** What each picker says it takes (admin spec: the favicon's hint is 'ICO or PNG, 32x32'). */
const hints: Record<keyof typeof accepts, MessageDescriptor> = { logo_url: msg`PNG, JPEG, GIF or WebP`, favicon_url: msg`ICO or PNG, 32x32 (GIF also accepted)` };

function UploadButton({ settingKey, label, uploadLabel }: { settingKey: keyof typeof accepts; label: string; uploadLabel: string }) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBranding();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col items-start gap-1">
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accepts[settingKey]}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          upload.mutate(
            { settingKey, file },
            {
              onSuccess: () => toast({ title: t`File Uploaded`, description: t`${label} saved; the public pages show it now.` }),
              onError: () => failureToast(t`Failed to upload file. Please try again.`, { title: t`Upload Failed` }),
            },
          );
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending} aria-describedby={hintId}>
        <ImageUp aria-hidden="true" /> {upload.isPending ? t`Uploading...` : uploadLabel}
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {i18n._(hints[settingKey])}
      </p>
    </div>
  );
}

/** How the public header will look, with the spec's fallbacks while a value is empty. */
export function BrandingPanel({ settings }: { settings: StaffSetting[] }) {
  const { t } = useLingui();
  const name = valueOf(settings, 'platform_name');
  const tagline = valueOf(settings, 'tagline');
  const logo = valueOf(settings, 'logo_url');
  const favicon = valueOf(settings, 'favicon_url');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <Trans>Preview</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The public header as visitors see it. Each image at most 2 MB.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-4" data-testid="branding-preview">
          <BrandMark logoUrl={logo} className="size-12" />
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{name || t`Platform Name`}</p>
            <p className="truncate text-muted-foreground">{tagline || t`Platform tagline`}</p>
          </div>
          {favicon ? <img src={favicon} alt={t`Favicon`} className="ms-auto size-8 rounded border border-border" /> : null}
        </div>
        <div className="flex flex-wrap gap-4">
          <UploadButton settingKey="logo_url" label={t`Logo`} uploadLabel={t`Upload logo`} />
          <UploadButton settingKey="favicon_url" label={t`Favicon`} uploadLabel={t`Upload favicon`} />
        </div>
      </CardContent>
    </Card>
  );
}
