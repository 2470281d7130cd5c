import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AlertRule } from '@shared/alerts/schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { SectionHeader } from '@/staff/components/section-header';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { failureToast } from '@/staff/lib/failure-toast';
import { useAlertRules } from '../api/get-alert-rules';
import { alertInputOf, useSaveAlertRule } from '../api/save-alert-rule';
import { DeleteRuleDialog } from '../components/delete-rule-dialog';
import { EventsList } from '../components/events-list';
import { RuleDialog, type RuleDraft } from '../components/rule-dialog';
import { RulesTable } from '../components/rules-table';

/**
 * /admin/alerts: the rules (every staff member sees them; admins make and change them) and what
 * they found. A case worker who opens it sees the same, read-only.
 */
export default function AlertsPage() {
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const rules = useAlertRules();
  const toggle = useSaveAlertRule();
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const { t } = useLingui();

  const flip = (rule: AlertRule) =>
    toggle.mutate(
      { id: rule.id, body: alertInputOf(rule, { isActive: !rule.isActive }) },
      {
        onSuccess: (saved) => {
          const name = saved.name;
          toast({ title: t`Alert Saved`, description: saved.isActive ? t`${name} is on.` : t`${name} is off.` });
        },
        onError: (error) => failureToast(errorMessage(error, t`Failed to save alert`)),
      },
    );

  return (
    <section className="flex flex-col gap-4">
      <SectionHeader
        title={t`Alerts`}
        description={t`Rules are checked when a report arrives and every five minutes. Each finds a record once: a platform, a case, a document, a conversation or a payout.`}
        actions={
          isAdmin ? (
            <Button onClick={() => setDraft({})}>
              <Plus aria-hidden="true" /> <Trans>New rule</Trans>
            </Button>
          ) : null
        }
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can change alert rules.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      <RulesTable
        rows={rules.data?.items}
        isLoading={rules.isFetching}
        error={rules.isError ? t`The alert rules could not be loaded. Try Refresh All.` : undefined}
        actions={isAdmin ? { onEdit: (rule) => setDraft({ rule }), onDelete: setDeleting, onToggle: flip, toggling: toggle.isPending ? toggle.variables.id : undefined } : undefined}
      />
      <EventsList />
      <RuleDialog
        draft={draft}
        onClose={() => {
          returnFocus(draft?.rule ? `[data-alert-rule="${draft.rule.id}"]` : 'main h1');
          setDraft(null);
        }}
      />
      <DeleteRuleDialog
        rule={deleting}
        onClose={() => {
          if (deleting) returnFocus(`[data-alert-rule="${deleting.id}"]`);
          setDeleting(null);
        }}
      />
    </section>
  );
}
