import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { CaseReferenceInput } from '@/staff/components/case-reference-input';

type Scope = { email: string; incidentId: string };

const SETTLE_MS = 400;

/** The spec's filter by user e-mail, with an optional case (FR-000123 or 123): sent once typing settles. */
export function TrailScopeFilters({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  const [email, setEmail] = useState(scope.email);
  const [incidentId, setIncidentId] = useState(scope.incidentId);
  useEffect(() => {
    if (email === scope.email && incidentId === scope.incidentId) return;
    const timer = setTimeout(() => onChange({ email, incidentId }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [email, incidentId, scope.email, scope.incidentId, onChange]);
  return (
    <div className="flex flex-wrap gap-3 pb-1">
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-sm font-medium">
        <Trans>Victim e-mail</Trans>
        <Input type="email" autoComplete="off" value={email} placeholder="name@example.com" onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="flex w-64 flex-col gap-1 text-sm font-medium">
        <Trans>Case (optional)</Trans>
        <CaseReferenceInput value={incidentId} onChange={(e) => setIncidentId(e.target.value)} />
      </label>
    </div>
  );
}
