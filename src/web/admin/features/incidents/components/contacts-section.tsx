import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type AdminIncident, updateAssignedTeamBodySchema } from '@shared/incidents/admin-schema';
import { formatStatusLabel } from '@shared/incidents/status';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useStaffDirectory } from '../api/get-staff-directory';
import { useSectionEditor } from '../lib/use-section-editor';
import { EditSection } from './edit-section';

type Values = z.input<typeof updateAssignedTeamBodySchema>;
type Output = z.output<typeof updateAssignedTeamBodySchema>;
type Member = { name: string; role: string; email?: string };

const valuesOf = (incident: AdminIncident): Values => ({ assignedTeam: incident.assignedTeam });

// D4: only the people staff actually assigned; never an example team.
function TeamView({ members }: { members: Member[] }) {
  if (members.length === 0) return <p className="text-muted-foreground">No one is assigned to this case yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
      {members.map((member, index) => (
        <li key={`${member.name}-${index}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span>
            <span className="font-medium">{member.name}</span> · {member.role}
          </span>
          <span className="break-all text-muted-foreground">{member.email || 'No e-mail given'}</span>
        </li>
      ))}
    </ul>
  );
}

/** Adds an active staff account as a member; when the list cannot be had, members are typed in. */
function StaffPicker({ onPick }: { onPick: (member: Member) => void }) {
  const directory = useStaffDirectory(true);
  const [chosen, setChosen] = useState('');
  const staff = directory.data?.items ?? [];
  if (directory.isError) return <p className="text-sm text-muted-foreground">Staff accounts could not be loaded; add members by typing them in.</p>;
  const add = () => {
    const entry = staff.find((item) => String(item.id) === chosen);
    if (!entry) return;
    onPick({ name: entry.displayName, role: formatStatusLabel(entry.role), email: entry.email ?? '' });
    setChosen('');
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex min-w-56 flex-1 flex-col gap-1.5 text-sm font-medium">
        Pick from staff accounts
        <NativeSelect value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={directory.isLoading}>
          <option value="">{directory.isLoading ? 'Loading staff…' : 'Choose a staff member'}</option>
          {staff.map((item) => (
            <option key={item.id} value={item.id}>
              {item.displayName} ({formatStatusLabel(item.role)})
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button variant="outline" onClick={add} disabled={chosen === ''}>
        Add to team
      </Button>
    </div>
  );
}

export function TeamSection({ incident }: { incident: AdminIncident }) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateAssignedTeamBodySchema), defaultValues: valuesOf(incident) });
  const members = useFieldArray({ control: form.control, name: 'assignedTeam' });
  const editor = useSectionEditor({
    incidentId: incident.id,
    version: incident.version,
    form,
    valuesOf: () => valuesOf(incident),
    toBody: (values) => values,
    failure: 'Failed to update team assignments',
    success: 'Team assignments updated',
  });
  const errors = form.formState.errors.assignedTeam;
  const formId = `team-${incident.id}`;

  return (
    <EditSection
      id="team"
      title="Assigned team"
      editing={editor.editing}
      saving={editor.saving}
      formId={formId}
      onEdit={() => editor.start()}
      onCancel={editor.cancel}
      stale={editor.stale && { yourChanges: <TeamView members={editor.stale.values.assignedTeam} />, ...editor.stale }}
      reapplied={editor.reapplied}
      view={<TeamView members={incident.assignedTeam} />}
      form={
        <form id={formId} className="flex flex-col gap-4" onSubmit={editor.onSubmit} noValidate>
          {members.fields.length === 0 && <p className="text-muted-foreground">No one is assigned to this case yet.</p>}
          {members.fields.map((field, index) => (
            <fieldset key={field.id} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
              <legend className="px-1 text-sm font-medium">Member {index + 1}</legend>
              <FormField label="Name" required error={errors?.[index]?.name?.message}>
                <Input {...form.register(`assignedTeam.${index}.name`)} />
              </FormField>
              <FormField label="Role" required error={errors?.[index]?.role?.message}>
                <Input placeholder="Case Manager" {...form.register(`assignedTeam.${index}.role`)} />
              </FormField>
              <FormField label="E-mail" error={errors?.[index]?.email?.message}>
                <Input type="email" autoComplete="off" {...form.register(`assignedTeam.${index}.email`)} />
              </FormField>
              <Button variant="ghost" size="sm" onClick={() => members.remove(index)}>
                <Trash2 aria-hidden="true" /> Remove member {index + 1}
              </Button>
            </fieldset>
          ))}
          <StaffPicker onPick={(member) => members.append(member)} />
          <div>
            <Button variant="outline" size="sm" onClick={() => members.append({ name: '', role: '', email: '' })}>
              <Plus aria-hidden="true" /> Type in a member
            </Button>
          </div>
        </form>
      }
    />
  );
}
