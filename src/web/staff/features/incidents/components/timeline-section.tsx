import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffIncident, updateTimelineBodySchema } from '@shared/incidents/staff-schema';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/i18n/format';
import { fromLocalDateTimeInput, toLocalDateTimeInput } from '../lib/local-dates';
import { useSectionEditor } from '../lib/use-section-editor';
import { EditSection } from './edit-section';
import { RepeatedFieldsets } from './repeated-fieldsets';

type Values = z.input<typeof updateTimelineBodySchema>;
type Output = z.output<typeof updateTimelineBodySchema>;
type Event = { title: string; date: string; description?: string };

// The form holds local date-times (what the input shows); the record holds moments (ISO, UTC).
const valuesOf = (incident: StaffIncident): Values => ({
  timelineEvents: incident.timelineEvents.map((event) => ({ ...event, date: toLocalDateTimeInput(event.date) || event.date })),
});

const toBody = (values: Output) => ({
  timelineEvents: values.timelineEvents.map((event) => ({ ...event, date: fromLocalDateTimeInput(event.date) })),
});

/** Earliest first, so the case reads as a story; an unreadable date goes last rather than vanishing. */
export function byDate(events: Event[]): Event[] {
  const time = (event: Event) => {
    const moment = new Date(event.date).getTime();
    return Number.isNaN(moment) ? Number.POSITIVE_INFINITY : moment;
  };
  return [...events].sort((a, b) => time(a) - time(b));
}

function TimelineView({ events }: { events: Event[] }) {
  if (events.length === 0)
    return (
      <p className="text-muted-foreground">
        <Trans>No timeline events yet</Trans>
      </p>
    );
  return (
    <ol className="flex flex-col gap-3 border-s-2 border-border ps-4">
      {byDate(events).map((event, index) => (
        <li key={`${event.date}-${index}`}>
          <p className="font-medium">{event.title}</p>
          <p className="text-sm text-muted-foreground">{formatDateTime(event.date)}</p>
          {event.description ? <p className="mt-1 whitespace-pre-wrap">{event.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export function TimelineSection({ incident }: { incident: StaffIncident }) {
  const { t } = useLingui();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateTimelineBodySchema), defaultValues: valuesOf(incident) });
  const events = useFieldArray({ control: form.control, name: 'timelineEvents' });
  const editor = useSectionEditor(
    {
      section: 'timeline',
      incident,
      form,
      valuesOf,
      toBody,
      victimNotice: {
        told: t`If you add an event, the victim gets one e-mail saying their case was updated, with a link to the timeline of their case. It never says what changed, and saves within a few minutes make one e-mail.`,
      },
    },
    { failure: t`Failed to update timeline`, success: t`Timeline updated` },
  );
  const errors = form.formState.errors.timelineEvents;

  return (
    <EditSection
      title={t`Timeline events`}
      editLabel={t`Edit timeline events`}
      {...editor.frame((values) => <TimelineView events={values.timelineEvents} />)}
      view={<TimelineView events={incident.timelineEvents} />}
      fields={
        <RepeatedFieldsets
          rows={events.fields}
          legend={(number) => t`Event ${number}`}
          removeLabel={(number) => t`Remove event ${number}`}
          empty={t`No timeline events yet`}
          gridClassName="sm:grid-cols-2"
          removeOnOwnLine
          onRemove={events.remove}
          addLabel={t`Add event`}
          onAdd={() => events.append({ title: '', date: toLocalDateTimeInput(new Date().toISOString()), description: '' })}
          after={
            errors?.root?.message || errors?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors?.root?.message ?? errors?.message}
              </p>
            ) : null
          }
        >
          {(index) => (
            <>
              <FormField label={t`Title`} required error={errors?.[index]?.title?.message}>
                <Input {...form.register(`timelineEvents.${index}.title`)} />
              </FormField>
              <FormField label={t`Date and time`} required error={errors?.[index]?.date?.message}>
                <Input type="datetime-local" {...form.register(`timelineEvents.${index}.date`)} />
              </FormField>
              <div className="sm:col-span-2">
                <FormField label={t`Description`} error={errors?.[index]?.description?.message}>
                  <Textarea rows={2} {...form.register(`timelineEvents.${index}.description`)} />
                </FormField>
              </div>
            </>
          )}
        </RepeatedFieldsets>
      }
    />
  );
}
