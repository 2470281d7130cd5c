import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applicationStatuses, type ApplicationStatus } from '../../../../shared/applications/status';
import type { FraudType } from '../../../../shared/incidents/fraud-types';
import { createdAt, isDemo, updatedAt } from './columns';
import { currencyCodeCheck, currencyColumn, currencyPlacesCheck } from './currency';
import { fraudIncidents } from './directory';
import { staffUsers } from './people';

export const recoveryApplications = pgTable(
  'recovery_applications',
  {
    id: serial('id').primaryKey(),
    incidentId: integer('incident_id').references(() => fraudIncidents.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    platformName: text('platform_name').notNull(),
    fraudType: text('fraud_type').$type<FraudType>().notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    lossAmount: numeric('loss_amount', { precision: 16, scale: 2 }).notNull(),
    // Issue 28: the loss's currency; applications from before it are USD.
    currency: currencyColumn(),
    // Issue 28 (D31): the applicant's language when they applied; mail about it goes in it unless their account says another.
    locale: text('locale'),
    incidentDescription: text('incident_description').notNull(),
    contactedPolice: boolean('contacted_police').notNull().default(false),
    contactedBank: boolean('contacted_bank').notNull().default(false),
    contactedPlatform: boolean('contacted_platform').notNull().default(false),
    acceptTerms: boolean('accept_terms').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    adminNotes: text('admin_notes'),
    // Why it was rejected, in the words the victim reads; admin notes stay the team's own.
    rejectionReason: text('rejection_reason'),
    // D18: the application attaches to the account of that address only once the address is
    // verified: submitted while signed in as it, or through the e-mailed link of this application.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isDemo: isDemo(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recovery_applications_email_lower_idx').on(sql`lower(${t.email})`),
    index('recovery_applications_status_idx').on(t.status),
    index('recovery_applications_submitted_at_idx').on(t.submittedAt),
    index('recovery_applications_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('recovery_applications_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    currencyCodeCheck('recovery_applications_currency_check', t.currency),
    currencyPlacesCheck('recovery_applications_loss_amount_places_check', t.lossAmount, t.currency),
    check(
      'recovery_applications_status_check',
      sql`${t.status} in (${sql.raw(applicationStatuses.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/**
 * Single-use e-mail links. `purpose` separates the verification link, the private-search link of
 * DECISIONS D2 and the report confirmation of D18. Only the SHA-256 of the token is stored.
 */
export type EmailTokenPurpose = 'verify_email' | 'search_results' | 'confirm_report' | 'staff_set_password';

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull().default('verify_email'),
    recoveryApplicationId: integer('recovery_application_id').references(
      () => recoveryApplications.id,
      { onDelete: 'cascade' },
    ),
    // The report a 'confirm_report' link confirms (D18).
    incidentId: integer('incident_id').references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    // The staff account a 'staff_set_password' link (an invitation or a reset) sets a password for.
    adminUserId: integer('admin_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_tokens_email_lower_idx').on(sql`lower(${t.email})`)],
);
