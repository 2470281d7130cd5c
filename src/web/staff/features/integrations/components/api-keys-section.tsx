import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ApiKey } from '@shared/integrations/api-keys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatDateTimeWithZone } from '@/lib/i18n/format';
import { DataTable, type Column } from '@/staff/components/data-table';
import { returnFocus } from '@/staff/lib/return-focus';
import { useApiKeys } from '../api/api-keys';
import { scopeText } from './integration-labels';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

/** The API keys: who made each, what it may do, when it was last used; New, and Revoke with a question. */
export function ApiKeysSection() {
  const { t } = useLingui();
  const keys = useApiKeys();
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  /** A key's state as a badge: revoked (when), expired or active. */
  function keyState(key: ApiKey) {
    if (key.revokedAt) {
      const when = formatDateTime(key.revokedAt);
      return <Badge tone="red">{t`Revoked ${when}`}</Badge>;
    }
    if (!key.active) return <Badge tone="orange">{t`Expired`}</Badge>;
    return <Badge tone="green">{t`Active`}</Badge>;
  }

  /** When a key was made, and by whom when known. */
  function madeText(key: ApiKey): string {
    const when = formatDateTime(key.createdAt);
    const who = key.createdBy;
    return who ? t`${when} by ${who}` : when;
  }
  const columns: Column<ApiKey>[] = [
    {
      key: 'name',
      header: t`Key`,
      cell: (key) => (
        <div className="flex flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{key.name}</span>
          <code className="text-sm text-muted-foreground">{key.prefix}…</code>
        </div>
      ),
    },
    {
      key: 'scopes',
      header: t`May`,
      cell: (key) => (
        <ul className="flex flex-col">
          {key.scopes.map((scope) => (
            <li key={scope}>{scopeText(scope).label}</li>
          ))}
        </ul>
      ),
    },
    { key: 'used', header: t`Last used`, cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t`Never`) },
    { key: 'expires', header: t`Works until`, cell: (key) => (key.expiresAt ? formatDateTimeWithZone(key.expiresAt) : t`Until revoked`) },
    { key: 'made', header: t`Made`, cell: madeText },
    { key: 'state', header: t`State`, cell: keyState },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (key) => {
        if (key.revokedAt) return null;
        const keyName = key.name;
        return (
          <Button size="sm" variant="outline" data-api-key={key.id} aria-label={t`Revoke ${keyName}`} onClick={() => setRevoking(key)}>
            <Trans>Revoke</Trans>
          </Button>
        );
      },
    },
  ];
  return (
    <section aria-labelledby="api-keys-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="api-keys-heading" className="text-xl font-semibold" tabIndex={-1}>
            <Trans>API keys</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Each key lets one system read cases or payouts, or change a case&apos;s status, through <code>/api/integrations/v1</code>. Nothing else of
              Haven opens to a key.
            </Trans>
          </p>
        </div>
        <Button onClick={() => setMaking(true)} data-new-api-key>
          <Plus aria-hidden="true" /> <Trans>New API key</Trans>
        </Button>
      </div>
      <DataTable
        caption={t`API keys`}
        columns={columns}
        rows={keys.data?.items}
        rowKey={(key) => key.id}
        isLoading={keys.isFetching}
        error={keys.isError ? t`The API keys could not be loaded. Try Refresh All.` : undefined}
        empty={t`No API keys yet. Make one with New API key.`}
      />
      <NewApiKeyDialog
        open={making}
        onClose={() => {
          returnFocus('[data-new-api-key]');
          setMaking(false);
        }}
      />
      <RevokeApiKeyDialog
        apiKey={revoking}
        onClose={() => {
          returnFocus('#api-keys-heading');
          setRevoking(null);
        }}
      />
    </section>
  );
}
