import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const websiteSafetyChecks = pgTable('website_safety_checks', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  // SHA-256 of the normalised URL: one cached verdict per URL.
  urlHash: text('url_hash').notNull().unique(),
  domain: text('domain'),
  isSafe: boolean('is_safe').notNull().default(false),
  riskLevel: text('risk_level').notNull(),
  trustScore: integer('trust_score').notNull(),
  threatCategories: jsonb('threat_categories').$type<string[]>().notNull().default([]),
  detectedIssues: jsonb('detected_issues').$type<string[]>().notNull().default([]),
  riskIndicators: jsonb('risk_indicators').$type<Record<string, unknown>>().notNull().default({}),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});
