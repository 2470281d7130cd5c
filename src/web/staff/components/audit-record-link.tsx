import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { formatApplicationReference } from '@shared/applications/schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { paths } from '@/lib/paths';
import { entityTypeText } from './audit-labels';

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : null);

/** Where a record of an audit row opens, and how staff know it ('FR-000123'), where there is a screen for it. */
function recordTarget(entityType: string, entityId: string): { to: string; label: string } | null {
  const id = numeric(entityId);
  if (id === null) return null;
  switch (entityType) {
    case 'fraud_incident':
      return { to: paths.adminIncident(id), label: formatCaseReference(id) };
    case 'recovery_application':
      return { to: paths.adminApplication(id), label: formatApplicationReference(id) };
    case 'user_profile':
      return { to: paths.adminUser(id), label: t`User ${id}` };
    case 'admin_user':
      return { to: paths.adminStaff, label: t`Staff ${id}` };
    case 'api_key':
      return { to: paths.adminIntegrations, label: t`API key ${id}` };
    case 'webhook_endpoint':
      return { to: paths.adminIntegrations, label: t`Webhook ${id}` };
    default:
      return null;
  }
}

/** The record an audit row is about: a link when a staff screen shows it, plain words otherwise. */
export function AuditRecordLink({ entityType, entityId }: { entityType: string; entityId: string | null }) {
  if (!entityId) return <span>{entityTypeText(entityType)}</span>;
  const target = recordTarget(entityType, entityId);
  if (!target) return <span>{`${entityTypeText(entityType)} ${entityId}`}</span>;
  return (
    <Link to={target.to} className="text-primary underline underline-offset-2 hover:no-underline">
      {target.label}
    </Link>
  );
}
