// A .tsx test, so it runs with the web's setup, which loads the catalogues the labels are said from.
import { describe, expect, it } from 'vitest';
import { actionText } from './audit-labels';

describe('audit action labels', () => {
  it('reads common actions in plain words and falls back to the stored name', () => {
    expect(actionText('incident.update.timeline')).toBe('Timeline edited');
    expect(actionText('staff.created')).toBe('Staff member added');
    expect(actionText('threat_intel.exported')).toBe('Scammer identifiers shared (STIX 2.1 or MISP)');
    expect(actionText('something.new_here')).toBe('something new here');
  });
});
