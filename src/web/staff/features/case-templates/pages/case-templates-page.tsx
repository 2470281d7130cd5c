import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDateTime } from '@/lib/i18n/format';
import { fraudTypes } from '@shared/incidents/fraud-types';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SectionHeader } from '@/staff/components/section-header';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useCaseTemplates } from '../api/get-case-templates';
import { CaseTemplateDialog, type TemplateDraft } from '../components/case-template-dialog';

/**
 * /admin/case-templates: the steps a case of each fraud type usually needs (issue 26). Admins keep
 * them; on a case, any staff member adds them to its tasks in one go. A case worker who opens the
 * address reads them.
 */
export default function CaseTemplatesPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const templates = useCaseTemplates();
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const byType = new Map(templates.data?.items.map((template) => [template.fraudType, template]));
  return (
    <section className="flex flex-col gap-4">
      <SectionHeader
        title={t`Case templates`}
        description={t`The steps a case of each fraud type usually needs. On a case, Add the usual steps puts them on its task list.`}
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can change the usual steps. Add them to a case from its Tasks section.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      {templates.isError ? (
        <p role="alert" className="text-muted-foreground">
          <Trans>The case templates could not be loaded. Try Refresh All.</Trans>
        </p>
      ) : templates.isPending ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Fraud types`}>
          {fraudTypes.map((fraudType) => {
            const template = byType.get(fraudType);
            const label = fraudTypeLabel(fraudType);
            const headingId = `template-${fraudType}`;
            const changed = template ? formatDateTime(template.updatedAt) : '';
            return (
              <li key={fraudType}>
                <Card className="h-full">
                  <section aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-4 sm:p-5">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h2 id={headingId} className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
                        {label}
                      </h2>
                      {isAdmin ? (
                        <Button
                          size="sm"
                          variant="outline"
                          className="shrink-0"
                          data-template={fraudType}
                          aria-label={t`Edit the usual steps for ${label}`}
                          onClick={() => setDraft({ fraudType, steps: template?.steps ?? [] })}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                      ) : null}
                    </div>
                    {template ? (
                      <>
                        <ol className="flex list-decimal flex-col gap-1 ps-6" aria-label={t`Usual steps for ${label}`}>
                          {template.steps.map((step) => (
                            <li key={step} className="[overflow-wrap:anywhere]">
                              {step}
                            </li>
                          ))}
                        </ol>
                        <p className="mt-auto text-sm text-muted-foreground">{t`Changed ${changed}`}</p>
                      </>
                    ) : (
                      <p className="text-muted-foreground">
                        <Trans>No usual steps yet.</Trans>
                      </p>
                    )}
                  </section>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <CaseTemplateDialog
        draft={draft}
        onClose={() => {
          returnFocus(draft ? `[data-template="${draft.fraudType}"]` : 'main h1');
          setDraft(null);
        }}
      />
    </section>
  );
}
