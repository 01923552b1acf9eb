/**
 * Drizzle's view of the tables, for typed queries. The SQL in `supabase/migrations` is the source
 * of truth (RLS, triggers and functions live only there); this file mirrors its tables and columns,
 * and `tests/db/schema-mirror.test.ts` fails when the two drift apart.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  inet,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const ACCOUNT_STATUSES = ['pending_review', 'active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const WORKSPACE_ROLES = ['owner', 'operator', 'reviewer', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const SUBMISSION_LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type SubmissionLocale = (typeof SUBMISSION_LOCALES)[number];

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---- auth (Supabase's; created by lib/db/bootstrap.sql elsewhere). Only the columns we use. ----

export const auth = pgSchema('auth');

export const authUsers = auth.table('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  aud: varchar('aud', { length: 255 }),
  role: varchar('role', { length: 255 }),
  email: varchar('email', { length: 255 }),
  encryptedPassword: varchar('encrypted_password', { length: 255 }),
  emailConfirmedAt: timestamptz('email_confirmed_at'),
  confirmationToken: varchar('confirmation_token', { length: 255 }),
  confirmationSentAt: timestamptz('confirmation_sent_at'),
  recoveryToken: varchar('recovery_token', { length: 255 }),
  recoverySentAt: timestamptz('recovery_sent_at'),
  emailChange: varchar('email_change', { length: 255 }),
  emailChangeTokenNew: varchar('email_change_token_new', { length: 255 }),
  emailChangeSentAt: timestamptz('email_change_sent_at'),
  lastSignInAt: timestamptz('last_sign_in_at'),
  rawAppMetaData: jsonb('raw_app_meta_data').$type<Record<string, unknown>>(),
  rawUserMetaData: jsonb('raw_user_meta_data').$type<Record<string, unknown>>(),
  createdAt: timestamptz('created_at'),
  updatedAt: timestamptz('updated_at'),
  bannedUntil: timestamptz('banned_until'),
  isSsoUser: boolean('is_sso_user').notNull().default(false),
  deletedAt: timestamptz('deleted_at'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
});

/** Exists on Supabase too; the embedded auth adapter uses it to revoke sessions. */
export const authSessions = auth.table('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at'),
  updatedAt: timestamptz('updated_at'),
  notAfter: timestamptz('not_after'),
  refreshedAt: timestamp('refreshed_at', { mode: 'date' }),
  userAgent: text('user_agent'),
  ip: inet('ip'),
});

// ---- public ----

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  email: text('email'),
  username: text('username'),
  accountStatus: text('account_status').$type<AccountStatus>().notNull().default('pending_review'),
  isAdmin: boolean('is_admin').notNull().default(false),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamptz('approved_at'),
  statusReason: text('status_reason'),
  statusChangedAt: timestamptz('status_changed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('workspaces_slug_key'),
  personal: boolean('personal').notNull().default(false),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] })],
);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** null = the platform chain (account approvals and other events outside any workspace). */
  workspaceId: uuid('workspace_id'),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  prevHash: text('prev_hash'),
  hash: text('hash').notNull(),
});

export const auditChainHeads = pgTable('audit_chain_heads', {
  chainId: uuid('chain_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

export const INQUIRY_STATUSES = ['new', 'handled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The platform team's handling of a public-form submission, the same on each of the three tables. */
function inquiryStatusColumns() {
  return {
    status: text('status').$type<InquiryStatus>().notNull().default('new'),
    handledAt: timestamptz('handled_at'),
    handledBy: uuid('handled_by'),
  };
}

export const contactSubmissions = pgTable('contact_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  locale: text('locale').$type<SubmissionLocale>().notNull().default('en'),
  ipHash: text('ip_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  ...inquiryStatusColumns(),
});

export const CALL_TOPICS = ['demo', 'pilot', 'pricing', 'integration', 'standards', 'other'] as const;
export type CallTopic = (typeof CALL_TOPICS)[number];
export const TIME_WINDOWS = ['morning', 'afternoon'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

export const callRequests = pgTable('call_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  /** The visitor's calendar date (YYYY-MM-DD) in their own time zone. */
  preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
  timeWindow: text('time_window').$type<TimeWindow>().notNull(),
  timezone: text('timezone').notNull(),
  topic: text('topic').$type<CallTopic>().notNull(),
  notes: text('notes'),
  locale: text('locale').$type<SubmissionLocale>().notNull().default('en'),
  ipHash: text('ip_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  ...inquiryStatusColumns(),
});

/** What a docs request asks for (the "Request Docs" form, migration …002400). */
export const REQUESTED_DOCUMENTS = ['security', 'dpa', 'api', 'standards', 'evidence', 'other'] as const;
export type RequestedDocuments = (typeof REQUESTED_DOCUMENTS)[number];

export const docsRequests = pgTable('docs_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  documents: text('documents').$type<RequestedDocuments>().notNull(),
  notes: text('notes'),
  locale: text('locale').$type<SubmissionLocale>().notNull().default('en'),
  ipHash: text('ip_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  ...inquiryStatusColumns(),
});

export const signInAttempts = pgTable('sign_in_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  emailHash: text('email_hash').notNull(),
  succeeded: boolean('succeeded').notNull(),
  ipHash: text('ip_hash'),
  attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
});

// The catalog, review and export tables (supabase/migrations/…0700–0900), kept beside their queries.
export * from '@/lib/workspace-data/schema';
