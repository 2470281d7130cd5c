import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { SectionHeader } from '@/staff/components/section-header';
import { useStaffSession } from '@/staff/lib/staff-session';
import { ApiKeysSection } from '../components/api-keys-section';
import { WebhooksSection } from '../components/webhooks-section';

/**
 * /admin/integrations (issue 27): API keys for other systems of the organisation, and webhooks
 * that tell them what happened. Admins only; the server refuses anyone else whatever this shows.
 */
export default function IntegrationsPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  return (
    <section className="flex flex-col gap-8">
      <SectionHeader
        title={t`Integrations`}
        description={t`Connect a case-management, ticketing or reporting system of your own. It reads the case reference, status and facts, never the victim's e-mail, words or bank details.`}
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can manage API keys and webhooks.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      {isAdmin ? (
        <>
          <ApiKeysSection />
          <WebhooksSection />
        </>
      ) : null}
    </section>
  );
}
