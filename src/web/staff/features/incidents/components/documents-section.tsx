import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffIncident, updateRequiredDocumentsBodySchema } from '@shared/incidents/staff-schema';
import { requiredDocumentStatuses } from '@shared/incidents/case-data';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useSectionEditor } from '../lib/use-section-editor';
import { EditSection } from './edit-section';
import { RepeatedFieldsets } from './repeated-fieldsets';

type Values = z.input<typeof updateRequiredDocumentsBodySchema>;
type Output = z.output<typeof updateRequiredDocumentsBodySchema>;
type RequiredDocument = { name: string; description?: string; status?: string };

const valuesOf = (incident: StaffIncident): Values => ({ requiredDocuments: incident.requiredDocuments });

const tone: Record<string, BadgeTone> = { received: 'green', pending: 'yellow', missing: 'red' };

function DocumentsView({ documents }: { documents: RequiredDocument[] }) {
  if (documents.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>No documents requested yet.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
      {documents.map((document, index) => {
        const status = document.status ?? 'pending';
        return (
          <li key={`${document.name}-${index}`} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2">
            <span>
              <span className="font-medium">{document.name}</span>
              {document.description ? <span className="block text-muted-foreground">{document.description}</span> : null}
            </span>
            <Badge tone={tone[status] ?? 'grey'}>{formatStatusLabel(status)}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

export function DocumentsSection({ incident }: { incident: StaffIncident }) {
  const { t } = useLingui();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateRequiredDocumentsBodySchema), defaultValues: valuesOf(incident) });
  const documents = useFieldArray({ control: form.control, name: 'requiredDocuments' });
  const editor = useSectionEditor(
    {
      section: 'documents',
      incident,
      form,
      valuesOf,
      toBody: (values) => values,
      victimNotice: {
        told: t`If you ask for a new document, the victim gets one e-mail saying their case was updated, with a link to the documents of their case. It never says what changed, and saves within a few minutes make one e-mail.`,
      },
    },
    { failure: t`Failed to update document requirements`, success: t`Document requirements updated` },
  );
  const errors = form.formState.errors.requiredDocuments;

  return (
    <EditSection
      title={t`Required documents`}
      editLabel={t`Edit required documents`}
      {...editor.frame((values) => <DocumentsView documents={values.requiredDocuments} />)}
      view={<DocumentsView documents={incident.requiredDocuments} />}
      fields={
        <RepeatedFieldsets
          rows={documents.fields}
          legend={(number) => t`Document ${number}`}
          removeLabel={(number) => t`Remove document ${number}`}
          empty={t`No documents requested yet.`}
          gridClassName="sm:grid-cols-[1fr_1.5fr_9rem_auto] sm:items-end"
          onRemove={documents.remove}
          addLabel={t`Add document`}
          onAdd={() => documents.append({ name: '', description: '', status: 'pending' })}
        >
          {(index) => (
            <>
              <FormField label={t`Name`} required error={errors?.[index]?.name?.message}>
                <Input {...form.register(`requiredDocuments.${index}.name`)} />
              </FormField>
              <FormField label={t`Description`} error={errors?.[index]?.description?.message}>
                <Input {...form.register(`requiredDocuments.${index}.description`)} />
              </FormField>
              <FormField label={t`Status`} required error={errors?.[index]?.status?.message}>
                <NativeSelect {...form.register(`requiredDocuments.${index}.status`)}>
                  {requiredDocumentStatuses.map((status) => (
                    <option key={status} value={status}>
                      {formatStatusLabel(status)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </>
          )}
        </RepeatedFieldsets>
      }
    />
  );
}
