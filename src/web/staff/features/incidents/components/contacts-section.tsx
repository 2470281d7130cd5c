import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffIncident, updateOutsideContactsBodySchema } from '@shared/incidents/staff-schema';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSectionEditor } from '../lib/use-section-editor';
import { EditSection } from './edit-section';
import { RepeatedFieldsets } from './repeated-fieldsets';

type Values = z.input<typeof updateOutsideContactsBodySchema>;
type Output = z.output<typeof updateOutsideContactsBodySchema>;
type Contact = { name: string; role: string; email?: string };

const valuesOf = (incident: StaffIncident): Values => ({ outsideContacts: incident.outsideContacts });

// D4: only the people staff actually recorded; never an example list.
function ContactsView({ contacts }: { contacts: Contact[] }) {
  if (contacts.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>No outside contacts are recorded for this case.</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
      {contacts.map((contact, index) => (
        <li key={`${contact.name}-${index}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span>
            <span className="font-medium">{contact.name}</span> · {contact.role}
          </span>
          <span className="break-all text-muted-foreground">{contact.email || <Trans>No e-mail given</Trans>}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * People outside the organisation on the case (a lawyer, a bank's fraud team): a contact list for
 * the record, clearly apart from the case team. Nothing here grants access to anything (D17).
 */
export function ContactsSection({ incident }: { incident: StaffIncident }) {
  const { t } = useLingui();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateOutsideContactsBodySchema), defaultValues: valuesOf(incident) });
  const contacts = useFieldArray({ control: form.control, name: 'outsideContacts' });
  const editor = useSectionEditor(
    { section: 'contacts', incident, form, valuesOf, toBody: (values) => values },
    { failure: t`Failed to update the outside contacts`, success: t`Outside contacts updated` },
  );
  const errors = form.formState.errors.outsideContacts;

  return (
    <EditSection
      title={t`Outside contacts (not staff)`}
      editLabel={t`Edit outside contacts (not staff)`}
      {...editor.frame((values) => <ContactsView contacts={values.outsideContacts} />)}
      view={<ContactsView contacts={incident.outsideContacts} />}
      fields={
        <>
          <p className="text-sm text-muted-foreground">
            <Trans>
              People outside the organisation, such as a lawyer. They are shown to the victim as outside contacts and can see or do nothing in Haven. Staff go in the case team
              above.
            </Trans>
          </p>
          <RepeatedFieldsets
            rows={contacts.fields}
            legend={(number) => t`Contact ${number}`}
            removeLabel={(number) => t`Remove contact ${number}`}
            empty={t`No outside contacts are recorded for this case.`}
            gridClassName="sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
            onRemove={contacts.remove}
            addLabel={t`Add an outside contact`}
            onAdd={() => contacts.append({ name: '', role: '', email: '' })}
          >
            {(index) => (
              <>
                <FormField label={t`Name`} required error={errors?.[index]?.name?.message}>
                  <Input {...form.register(`outsideContacts.${index}.name`)} />
                </FormField>
                <FormField label={t`Role`} required error={errors?.[index]?.role?.message}>
                  <Input placeholder={t`Lawyer`} {...form.register(`outsideContacts.${index}.role`)} />
                </FormField>
                <FormField label={t`E-mail`} error={errors?.[index]?.email?.message}>
                  <Input type="email" autoComplete="off" {...form.register(`outsideContacts.${index}.email`)} />
                </FormField>
              </>
            )}
          </RepeatedFieldsets>
        </>
      }
    />
  );
}
