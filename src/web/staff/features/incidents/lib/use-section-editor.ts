import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@/hooks/use-toast';
import { hasErrorCode } from '@/lib/api-client';
import { failureToast } from '@/staff/lib/failure-toast';
import { failureText } from './failure-text';
import { useUpdateIncident, type UpdateIncidentBody } from '../api/update-incident';

type SectionEditorOptions<I extends IncidentOnScreen, V extends FieldValues, O> = {
  /** The section's name ('timeline'): its id, and with the incident's its form's. */
  section: string;
  incident: I;
  form: UseFormReturn<V, unknown, O>;
  /** The form's values from the record on screen. */
  valuesOf: (incident: I) => V;
  toBody: (values: O) => UpdateIncidentBody;
  /**
   * What a save of this section tells the victim, as the whole sentence ("If you add an event, the
   * victim gets one e-mail ..."); none for a section the victim is never told of.
   */
  victimNotice?: { told: string };
};

/** The incident on screen; an edit is based on the version shown when it began. */
type IncidentOnScreen = { id: number; version: number };

type SectionEditorToasts = {
  /** The spec's failure toast ('Failed to update timeline'), titled 'Error'. */
  failure: string;
  success: string;
};

/**
 * Edit, Save and Cancel for one section, with the version the edit was based on sent as If-Match.
 * When someone else saved first (412), nothing is saved, the fresh record is fetched and shown,
 * and what this person typed is kept to look at or apply again: never silently dropped.
 */
export function useSectionEditor<I extends IncidentOnScreen, V extends FieldValues, O>(
  { section, incident, form, valuesOf: valuesOfIncident, toBody, victimNotice }: SectionEditorOptions<I, V, O>,
  { failure, success }: SectionEditorToasts,
) {
  const { id: incidentId, version } = incident;
  const valuesOf = () => valuesOfIncident(incident);
  const update = useUpdateIncident();
  const [editing, setEditing] = useState(false);
  const [baseVersion, setBaseVersion] = useState(version);
  const [yourChanges, setYourChanges] = useState<{ values: V; basedOn: number } | null>(null);
  const [reapplied, setReapplied] = useState(false);
  const [tellVictim, setTellVictim] = useState(true);

  const start = (values: V = valuesOf(), again = false) => {
    form.reset(values);
    setBaseVersion(version);
    setYourChanges(null);
    setReapplied(again);
    setTellVictim(true);
    setEditing(true);
  };

  const cancel = () => {
    form.reset(valuesOf());
    setReapplied(false);
    setEditing(false);
  };

  const save = (values: O) => {
    const typed = form.getValues();
    update.mutate(
      { id: incidentId, version: baseVersion, body: toBody(values), tellVictim },
      {
        onSuccess: () => {
          setReapplied(false);
          setEditing(false);
          toast({ title: success });
        },
        onError: (error) => {
          if (hasErrorCode(error, 'STALE_VERSION')) {
            setYourChanges({ values: typed, basedOn: baseVersion });
            setEditing(false);
            return;
          }
          failureToast(failureText(failure, error));
        },
      },
    );
  };

  const stale = yourChanges
    ? {
        values: yourChanges.values,
        /** False until the fresh version has arrived: applying on top of the old one would only fail again. */
        ready: version !== yourChanges.basedOn,
        /** Edit again on top of the fresh version, starting from what this person had typed. */
        apply: () => start(yourChanges.values, true),
        dismiss: () => setYourChanges(null),
      }
    : null;

  return {
    /** EditSection's props for this editor; `show` draws values read-only, here what was typed before a refused save. */
    frame: (show: (values: V) => ReactNode) => ({
      id: section,
      formId: `${section}-${incidentId}`,
      editing,
      saving: update.isPending,
      onEdit: () => start(),
      onCancel: cancel,
      onSubmit: form.handleSubmit(save),
      stale: stale && { yourChanges: show(stale.values), ...stale },
      reapplied,
      victimNotice: victimNotice && { ...victimNotice, tell: tellVictim, setTell: setTellVictim },
    }),
  };
}
