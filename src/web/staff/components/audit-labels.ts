import type { AuditLogItem } from '@shared/audit/schema';

/** Who made a change, as staff read it: a colleague's name and role, a victim, or the system. */
export function actorText(row: Pick<AuditLogItem, 'actorType' | 'actorLabel' | 'actorId' | 'actorRole'>): string {
  const name = row.actorLabel ?? row.actorId ?? 'unknown';
  if (row.actorType === 'admin') return row.actorRole ? `${name} (${row.actorRole})` : name;
  if (row.actorType === 'victim') return `Victim ${name}`;
  return row.actorLabel ? `System: ${row.actorLabel}` : 'System';
}

/** The actions staff meet most, in plain words; the filter still takes the stored name. */
const actionLabels: Record<string, string> = {
  'incident.create': 'Incident created',
  'incident.confirm': 'Report confirmed by staff',
  'incident.discard': 'Report discarded',
  'incident.keep': 'Report kept past the retention period',
  'incident.purge': 'Unconfirmed report removed after the retention period',
  'incident.reported': 'Incident reported by a victim',
  'retention.records_removed': 'Expired records removed (nightly retention)',
  'incident.report_confirmed': 'Report confirmed by the victim',
  'incident.update.status': 'Status changed',
  'incident.update.basic': 'Basic information edited',
  'incident.update.timeline': 'Timeline edited',
  'incident.update.financial': 'Financials edited',
  // Before issue 22 the case team was free text; older rows keep this name.
  'incident.update.team': 'Assigned team edited',
  'incident.update.contacts': 'Outside contacts edited',
  'incident.staff_assigned': 'Staff member put on the case by an admin',
  'incident.staff_took_case': 'Case taken by a caseworker (waiting for an admin)',
  'incident.owner_assigned': 'Case given to its owner',
  'incident.staff_confirmed': "Caseworker's assignment confirmed by an admin",
  'incident.staff_removed': 'Staff member taken off the case',
  'incident.update.documents': 'Required documents edited',
  'application.submitted': 'Application submitted',
  'application.status_changed': 'Application status changed',
  'application.notes_updated': 'Admin notes edited',
  'application.case_linked': 'Application linked to a case',
  'application.case_unlinked': 'Application unlinked from its case',
  'user.created': 'User created',
  'user.verified': 'User verified',
  'user.unverified': 'User unverified',
  'user.edited': 'User edited',
  // Staff no longer set victims' passwords (D17); older rows keep this name.
  'user.password_set': 'Password changed by staff',
  'user.password_reset_sent': 'Password reset link sent to the victim',
  'user.deleted': 'User deleted',
  'user.exported': 'Users exported',
  'staff.created': 'Staff member added',
  'staff.updated': 'Staff member changed',
  'staff.preferences_changed': 'Own notification choices changed',
  'staff.password_link_sent': 'Set-password link sent',
  'staff.password_set': 'Staff password set',
  'staff.signed_in': 'Signed in',
  'staff.signed_out': 'Signed out',
  'staff.signed_out_everywhere': 'Signed out everywhere',
  'staff.sign_in_failed': 'Sign-in failed',
  'staff.second_factor_added': 'Second factor added',
  'staff.second_factor_removed': 'Second factor removed',
  'staff.second_factor_verified': 'Sign-in confirmed with a second factor',
  'staff.second_factor_failed': 'Wrong code or passkey at sign-in',
  'staff.second_factor_reset': "Colleague's second factor reset",
  'staff.recovery_codes_renewed': 'New recovery codes made',
  'staff.confirmed': 'Confirmed with password before a sensitive action',
  'money_trail.created': 'Money trail added',
  'money_trail.updated': 'Money trail edited',
  'money_trail.deleted': 'Money trail deleted',
  'payout.requested': 'Payout requested by the victim',
  'payout.approval_recorded': 'Payout approval recorded (another is needed)',
  'payout.approved': 'Payout approved',
  'payout.rejected': 'Payout rejected',
  'payout.paid': 'Payout marked paid',
  'payout.details_revealed': 'Payout account details revealed',
  'document.uploaded': 'Document uploaded by the victim',
  'document.verified': 'Document verified',
  'document.rejected': 'Document rejected',
  'document.uploaded_by_staff': 'Document added by staff',
  'message.sent': 'Message sent by the victim',
  'message.replied': 'Reply sent to the victim',
  'message.internal_note': 'Internal note added',
  'message.mentioned': 'Colleague mentioned in a note',
  'saved_reply.created': 'Saved reply added',
  'tag.created': 'Tag added',
  'tag.updated': 'Tag changed',
  'tag.deleted': 'Tag deleted',
  'incident.tags_changed': 'Tags changed',
  'saved_view.created': 'List view saved',
  'saved_view.deleted': 'List view deleted',
  'saved_reply.updated': 'Saved reply changed',
  'saved_reply.deleted': 'Saved reply deleted',
  'notification.sent': 'Notification sent to a victim',
  'evidence_pack.downloaded': 'Evidence pack downloaded',
  'export.downloaded': 'List exported',
  'setting.updated': 'Setting changed',
  'setting.deleted': 'Setting deleted',
  'setting.revealed': 'Secret setting revealed',
  'branding.uploaded': 'Branding file uploaded',
  'report.generated': 'Report generated',
  'report.downloaded': 'Report downloaded',
  'notification.bulk_started': 'Bulk notification started',
  'notification.bulk_cancelled': 'Bulk notification cancelled',
  'template.created': 'Template created',
  'template.updated': 'Template edited',
  'template.deleted': 'Template deleted',
  'alert.created': 'Alert rule created',
  'alert.updated': 'Alert rule changed',
  'alert.deleted': 'Alert rule deleted',
  'user.unsubscribed': 'Unsubscribed from bulk e-mail',
  'known_scam.listed': 'Site listed as a known scam',
  'known_scam.removed': 'Site removed from the known-scam list',
};

/** Records whose table name does not read well on its own. */
const entityLabels: Record<string, string> = {
  automated_alert: 'alert rule',
  notification_template: 'template',
  saved_reply: 'saved reply',
  saved_view: 'saved list view',
  bulk_operation: 'bulk notification',
  scam_site_decision: 'known-scam list entry',
};

/** 'incident.update.timeline' reads 'Timeline edited'; an action without a label reads 'incident status changed'. */
export const actionText = (action: string) => actionLabels[action] ?? action.replace(/[._]+/g, ' ');

/** 'fraud_incident' reads as 'fraud incident'. */
export const entityTypeText = (entityType: string) => entityLabels[entityType] ?? entityType.replace(/_/g, ' ');
