import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AuditLogItem } from '@shared/audit/schema';
import { i18n } from '@/lib/i18n/texts';

/** Who made a change, as staff read it: a colleague's name and role, a victim, or the system. */
export function actorText(row: Pick<AuditLogItem, 'actorType' | 'actorLabel' | 'actorId' | 'actorRole'>): string {
  const name = row.actorLabel ?? row.actorId ?? t`unknown`;
  if (row.actorType === 'admin') {
    const role = row.actorRole;
    return role ? t`${name} (${role})` : name;
  }
  if (row.actorType === 'victim') return t`Victim ${name}`;
  if (row.actorType === 'api_key') return t`API key ${name}`;
  const label = row.actorLabel;
  return label ? t`System: ${label}` : t`System`;
}

/** The actions staff meet most, in plain words; the filter still takes the stored name. */
const actionLabels: Record<string, MessageDescriptor> = {
  'incident.create': msg`Incident created`,
  'incident.imported': msg`Case imported from a file`,
  'incident.confirm': msg`Report confirmed by staff`,
  'incident.discard': msg`Report discarded`,
  'incident.keep': msg`Report kept past the retention period`,
  'incident.purge': msg`Unconfirmed report removed after the retention period`,
  'incident.reported': msg`Incident reported by a victim`,
  'retention.records_removed': msg`Expired records removed (nightly retention)`,
  'incident.report_confirmed': msg`Report confirmed by the victim`,
  'incident.update.status': msg`Status changed`,
  'incident.update.basic': msg`Basic information edited`,
  'incident.update.timeline': msg`Timeline edited`,
  'incident.update.financial': msg`Financials edited`,
  // Before issue 22 the case team was free text; older rows keep this name.
  'incident.update.team': msg`Assigned team edited`,
  'incident.update.contacts': msg`Outside contacts edited`,
  'incident.staff_assigned': msg`Staff member put on the case by an admin`,
  'incident.staff_took_case': msg`Case taken by a caseworker (waiting for an admin)`,
  'incident.owner_assigned': msg`Case given to its owner`,
  'incident.staff_confirmed': msg`Caseworker's assignment confirmed by an admin`,
  'incident.staff_removed': msg`Staff member taken off the case`,
  'incident.update.documents': msg`Required documents edited`,
  'application.submitted': msg`Application submitted`,
  'application.status_changed': msg`Application status changed`,
  'application.notes_updated': msg`Admin notes edited`,
  'application.case_linked': msg`Application linked to a case`,
  'application.case_unlinked': msg`Application unlinked from its case`,
  'user.created': msg`User created`,
  'user.verified': msg`User verified`,
  'user.unverified': msg`User unverified`,
  'user.edited': msg`User edited`,
  // Staff no longer set victims' passwords (D17); older rows keep this name.
  'user.password_set': msg`Password changed by staff`,
  'user.password_reset_sent': msg`Password reset link sent to the victim`,
  'user.deleted': msg`User deleted`,
  'user.language_changed': msg`Language changed by the victim`,
  'user.exported': msg`Users exported`,
  'staff.created': msg`Staff member added`,
  'staff.updated': msg`Staff member changed`,
  'staff.preferences_changed': msg`Own notification choices changed`,
  'staff.language_changed': msg`Own language changed`,
  'staff.password_link_sent': msg`Set-password link sent`,
  'staff.password_set': msg`Staff password set`,
  'staff.signed_in': msg`Signed in`,
  'staff.signed_out': msg`Signed out`,
  'staff.signed_out_everywhere': msg`Signed out everywhere`,
  'staff.sign_in_failed': msg`Sign-in failed`,
  'staff.second_factor_added': msg`Second factor added`,
  'staff.second_factor_removed': msg`Second factor removed`,
  'staff.second_factor_verified': msg`Sign-in confirmed with a second factor`,
  'staff.second_factor_failed': msg`Wrong code or passkey at sign-in`,
  'staff.second_factor_reset': msg`Colleague's second factor reset`,
  'staff.recovery_codes_renewed': msg`New recovery codes made`,
  'staff.confirmed': msg`Confirmed with password before a sensitive action`,
  'money_trail.created': msg`Money trail added`,
  'money_trail.updated': msg`Money trail edited`,
  'money_trail.deleted': msg`Money trail deleted`,
  'money_trail.imported': msg`Money trail imported from a file`,
  'import.cases': msg`Cases imported from a file`,
  'import.money_trails': msg`Money trails imported from a file`,
  'payout.requested': msg`Payout requested by the victim`,
  'payout.approval_recorded': msg`Payout approval recorded (another is needed)`,
  'payout.approved': msg`Payout approved`,
  'payout.rejected': msg`Payout rejected`,
  'payout.paid': msg`Payout marked paid`,
  'payout.details_revealed': msg`Payout account details revealed`,
  'document.uploaded': msg`Document uploaded by the victim`,
  'document.verified': msg`Document verified`,
  'document.rejected': msg`Document rejected`,
  'document.uploaded_by_staff': msg`Document added by staff`,
  'message.sent': msg`Message sent by the victim`,
  'message.replied': msg`Reply sent to the victim`,
  'message.internal_note': msg`Internal note added`,
  'message.mentioned': msg`Colleague mentioned in a note`,
  'saved_reply.created': msg`Saved reply added`,
  'tag.created': msg`Tag added`,
  'tag.updated': msg`Tag changed`,
  'tag.deleted': msg`Tag deleted`,
  'incident.tags_changed': msg`Tags changed`,
  'task.created': msg`Task added`,
  'task.updated': msg`Task changed`,
  'task.done': msg`Task done`,
  'task.reopened': msg`Task opened again`,
  'task.deleted': msg`Task deleted`,
  'task.template_applied': msg`Usual steps added as tasks`,
  'incident.due_set': msg`Case due date set`,
  'incident.due_cleared': msg`Case due date removed`,
  'case_template.saved': msg`Usual steps saved`,
  'case_template.deleted': msg`Usual steps removed`,
  'saved_view.created': msg`List view saved`,
  'saved_view.deleted': msg`List view deleted`,
  'saved_reply.updated': msg`Saved reply changed`,
  'saved_reply.deleted': msg`Saved reply deleted`,
  'notification.sent': msg`Notification sent to a victim`,
  'evidence_pack.downloaded': msg`Evidence pack downloaded`,
  'export.downloaded': msg`List exported`,
  'threat_intel.exported': msg`Scammer identifiers shared (STIX 2.1 or MISP)`,
  'setting.updated': msg`Setting changed`,
  'setting.deleted': msg`Setting deleted`,
  'setting.revealed': msg`Secret setting revealed`,
  'branding.uploaded': msg`Branding file uploaded`,
  'text.overridden': msg`Text changed to the organisation's words`,
  'text.restored': msg`Text back to its original words`,
  'report.generated': msg`Report generated`,
  'report.downloaded': msg`Report downloaded`,
  'notification.bulk_started': msg`Bulk notification started`,
  'notification.bulk_cancelled': msg`Bulk notification cancelled`,
  'template.created': msg`Template created`,
  'template.updated': msg`Template edited`,
  'template.deleted': msg`Template deleted`,
  'alert.created': msg`Alert rule created`,
  'alert.updated': msg`Alert rule changed`,
  'alert.deleted': msg`Alert rule deleted`,
  'user.unsubscribed': msg`Unsubscribed from bulk e-mail`,
  'watch.started': msg`Asked for news of new reports (Notify me)`,
  'watch.requested': msg`News asked for by e-mail (waiting for the link)`,
  'watch.confirmed': msg`News request confirmed through the e-mailed link`,
  'watch.stopped': msg`Stopped news of new reports`,
  'watch.stopped_by_link': msg`Stopped news through the e-mail’s link`,
  'watch.all_stopped_by_link': msg`Stopped all news through the e-mail’s link`,
  'known_scam.listed': msg`Site listed as a known scam`,
  'known_scam.removed': msg`Site removed from the known-scam list`,
  'api_key.created': msg`API key made`,
  'api_key.revoked': msg`API key revoked`,
  'webhook.created': msg`Webhook endpoint added`,
  'webhook.paused': msg`Webhook endpoint paused`,
  'webhook.resumed': msg`Webhook endpoint resumed`,
  'webhook.deleted': msg`Webhook endpoint deleted`,
  'webhook.test_sent': msg`Webhook test event sent`,
  'webhook.resent': msg`Webhook delivery sent again`,
};

/** Records whose table name does not read well on its own. */
const entityLabels: Record<string, MessageDescriptor> = {
  automated_alert: msg`alert rule`,
  notification_template: msg`template`,
  saved_reply: msg`saved reply`,
  saved_view: msg`saved list view`,
  bulk_operation: msg`bulk notification`,
  scam_site_decision: msg`known-scam list entry`,
  api_key: msg`API key`,
  webhook_endpoint: msg`webhook endpoint`,
  watch: msg`news request`,
  watcher: msg`person asking for news`,
};

/** 'incident.update.timeline' reads 'Timeline edited'; an action without a label reads 'incident status changed'. */
export const actionText = (action: string) => {
  const label = actionLabels[action];
  return label ? i18n._(label) : action.replace(/[._]+/g, ' ');
};

/** 'fraud_incident' reads as 'fraud incident'. */
export const entityTypeText = (entityType: string) => {
  const label = entityLabels[entityType];
  return label ? i18n._(label) : entityType.replace(/_/g, ' ');
};
