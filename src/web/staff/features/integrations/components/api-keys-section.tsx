import { Plus } from 'lucide-react';
import { useState } from 'react';
import { apiKeyScopeLabels, type ApiKey } from '@shared/integrations/api-keys';
import { formatDateTime } from '@shared/format/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/staff/components/data-table';
import { returnFocus } from '@/staff/lib/return-focus';
import { useApiKeys } from '../api/api-keys';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

function keyState(key: ApiKey) {
  if (key.revokedAt) return <Badge tone="red">Revoked {formatDateTime(key.revokedAt)}</Badge>;
  if (!key.active) return <Badge tone="orange">Expired</Badge>;
  return <Badge tone="green">Active</Badge>;
}

/** The API keys: who made each, what it may do, when it was last used; New, and Revoke with a question. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const columns: Column<ApiKey>[] = [
    {
      key: 'name',
      header: 'Key',
      cell: (key) => (
        <div className="flex flex-col">
          <span className="font-medium [overflow-wrap:anywhere]">{key.name}</span>
          <code className="text-sm text-muted-foreground">{key.prefix}…</code>
        </div>
      ),
    },
    {
      key: 'scopes',
      header: 'May',
      cell: (key) => (
        <ul className="flex flex-col">
          {key.scopes.map((scope) => (
            <li key={scope}>{apiKeyScopeLabels[scope].label}</li>
          ))}
        </ul>
      ),
    },
    { key: 'used', header: 'Last used', cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never') },
    { key: 'expires', header: 'Works until', cell: (key) => (key.expiresAt ? formatDateTime(key.expiresAt) : 'Until revoked') },
    { key: 'made', header: 'Made', cell: (key) => `${formatDateTime(key.createdAt)}${key.createdBy ? ` by ${key.createdBy}` : ''}` },
    { key: 'state', header: 'State', cell: keyState },
    {
      key: 'actions',
      header: 'Actions',
      cell: (key) =>
        key.revokedAt ? null : (
          <Button size="sm" variant="outline" data-api-key={key.id} aria-label={`Revoke ${key.name}`} onClick={() => setRevoking(key)}>
            Revoke
          </Button>
        ),
    },
  ];
  return (
    <section aria-labelledby="api-keys-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="api-keys-heading" className="text-xl font-semibold" tabIndex={-1}>
            API keys
          </h2>
          <p className="text-muted-foreground">
            Each key lets one system read cases or payouts, or change a case&apos;s status, through <code>/api/integrations/v1</code>. Nothing else of
            Haven opens to a key.
          </p>
        </div>
        <Button onClick={() => setMaking(true)} data-new-api-key>
          <Plus aria-hidden="true" /> New API key
        </Button>
      </div>
      <DataTable
        caption="API keys"
        columns={columns}
        rows={keys.data?.items}
        rowKey={(key) => key.id}
        isLoading={keys.isFetching}
        error={keys.isError ? 'The API keys could not be loaded. Try Refresh All.' : undefined}
        empty="No API keys yet. Make one with New API key."
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
