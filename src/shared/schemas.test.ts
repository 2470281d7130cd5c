import { describe, expect, it } from 'vitest';
import { recoveryApplicationSchema } from './applications/schema';
import { incidentDateSchema } from './incidents/incident-date';
import { reportIncidentSchema } from './incidents/report-schema';
import { payoutRequestSchema } from './payouts/schema';
import { phoneSchema } from './places/phone';
import { optionalTextSchema } from './schemas';
import { profileFormSchema } from './verification/schema';

describe('optional text', () => {
  it('turns a blank answer into no answer and refuses one that is too long', () => {
    const note = optionalTextSchema(5, 'too long');
    expect(note.parse(undefined)).toBeUndefined();
    expect(note.parse('   ')).toBeUndefined();
    expect(note.parse(' hi ')).toBe('hi');
    expect(note.safeParse('123456').error?.issues[0]?.message).toBe('too long');
  });

  it('is the phone of an application and a profile, and the note of a payout request', () => {
    expect(recoveryApplicationSchema.shape.phone).toBe(phoneSchema);
    expect(profileFormSchema.shape.phone).toBe(phoneSchema);
    expect(phoneSchema.safeParse('1'.repeat(41)).error?.issues[0]?.message).toBe('Phone number is too long');
    expect(payoutRequestSchema.shape.additionalInfo.safeParse('x'.repeat(2001)).error?.issues[0]?.message).toBe(
      'Additional information is too long',
    );
  });
});

describe('the incident date', () => {
  const messageOf = (value: unknown) => incidentDateSchema.safeParse(value).error?.issues[0]?.message;

  it('is one rule for both forms', () => {
    expect(recoveryApplicationSchema.shape.incidentDate).toBe(incidentDateSchema);
    expect(reportIncidentSchema.shape.incidentDate).toBe(incidentDateSchema);
  });

  it("takes a past day and refuses the rest with the spec's messages", () => {
    expect(incidentDateSchema.parse(' 2025-03-14 ')).toBe('2025-03-14');
    for (const value of [undefined, '', '14/03/2025', '2025-13-45']) expect(messageOf(value)).toBe('Incident date is required');
    expect(messageOf('2999-01-01')).toBe('The incident date cannot be in the future');
    // Date.parse would take it as 2 March; the date column would refuse it.
    expect(messageOf('2025-02-30')).toBe('That date does not exist');
  });
});
