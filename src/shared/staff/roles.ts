/**
 * Staff roles (DECISIONS D17). `admin` may do everything; `caseworker` works cases (users,
 * incidents, applications, money trails, payouts, documents, messages) but not settings, secrets,
 * staff accounts, bulk e-mail to everyone, or deleting people.
 */
export const staffRoles = ['admin', 'caseworker'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = { admin: 'Admin', caseworker: 'Case worker' };
