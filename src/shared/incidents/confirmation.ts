/**
 * How a report came to be confirmed as its e-mail owner's (DECISIONS D18): made while signed in as
 * that address, confirmed through the e-mailed link, confirmed by staff, or stored before the rule
 * existed. A report with no confirmation is kept but shown to nobody but staff.
 */
export const reportConfirmations = ['signed_in', 'email_link', 'staff', 'before_d18'] as const;
export type ReportConfirmation = (typeof reportConfirmations)[number];
