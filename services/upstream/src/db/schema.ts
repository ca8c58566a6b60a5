// The content schema of the upstream REST services (PostgreSQL and PGlite alike); each service with
// tables of its own keeps them in its db/schema.ts. Migrations in ../../drizzle are generated from
// all of them by drizzle-kit (drizzle.config.ts); change both together (`npx drizzle-kit generate`
// from services/upstream).
// Kept free of relative imports so drizzle-kit can load it on its own.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const functions = pgTable('functions', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const priorities = pgTable(
  'priorities',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    path: text('path').notNull(),
    functionSlug: text('function_slug')
      .notNull()
      .references(() => functions.slug, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('priorities_function_slug_idx').on(t.functionSlug)],
);

export const analysts = pgTable('analysts', {
  // The content id (BIO…); analyst_id is the provider's own numeric id, kept as given.
  id: text('id').primaryKey(),
  analystId: text('analyst_id').notNull(),
  slug: text('slug').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  fullName: text('full_name').notNull(),
  title: text('title').notNull(),
  image: text('image'),
  active: boolean('active').notNull(),
  externallyActive: boolean('externally_active').notNull(),
  bio: text('bio').notNull(),
  topics: text('topics').array().notNull(),
});

export const research = pgTable(
  'research',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    ipType: text('ip_type').notNull(),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    readTime: integer('read_time').notNull(),
    functionSlug: text('function_slug').notNull(),
    priorityIds: text('priority_ids').array().notNull(),
    topics: text('topics').array().notNull(),
    access: text('access', { enum: ['public', 'restricted'] }).notNull(),
    // The subscription products that entitle a reader to it when restricted (packages/domain
    // entitlements). Seeding fills it; CORPUS_VERSION 6 re-seeds a database from before it.
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    body: jsonb('body').notNull(),
    // Search facets (issue #3). Defaults only for rows written before them; seeding fills them.
    industries: text('industries').array().notNull().default(sql`'{}'::text[]`),
    geographies: text('geographies').array().notNull().default(sql`'{}'::text[]`),
    businessTopics: text('business_topics').array().notNull().default(sql`'{}'::text[]`),
    enterprisePriorities: text('enterprise_priorities').array().notNull().default(sql`'{}'::text[]`),
    services: text('services').array().notNull().default(sql`'{}'::text[]`),
    phase: text('phase', { enum: ['Define', 'Apply', 'Accelerate'] }),
    // Research page data (issue #13): the pre-block-format body as HTML, whether the report is a
    // data report, and the technology category or market it covers.
    archiveHtml: text('archive_html'),
    isDataReport: boolean('is_data_report').notNull().default(false),
    techCatMarket: text('tech_cat_market'),
    // The survey a data report draws on (its dashboard is in survey_dashboards); null otherwise.
    surveyId: text('survey_id'),
  },
  (t) => [
    // Related research: "same function, newest first" is a backward index scan with a LIMIT.
    // Ascending on purpose: scanned backwards it yields ORDER BY ... DESC (NULLS FIRST) exactly,
    // which a DESC NULLS LAST index would not.
    index('research_function_published_idx').on(t.functionSlug, t.publishedDate, t.id),
    // Related research's last resort, "the newest reports".
    index('research_published_idx').on(t.publishedDate, t.id),
    // Related research by shared priorities or topics: array overlap (&&) uses GIN.
    index('research_priority_ids_idx').using('gin', t.priorityIds),
    index('research_topics_idx').using('gin', t.topics),
  ],
);

// What every non-report content item shares with reports: its function, priorities, topics and
// search facets (a function, so each table gets its own column builders).
const subjectColumns = () => ({
  functionSlug: text('function_slug').notNull(),
  priorityIds: text('priority_ids').array().notNull(),
  topics: text('topics').array().notNull(),
  industries: text('industries').array().notNull(),
  geographies: text('geographies').array().notNull(),
  businessTopics: text('business_topics').array().notNull(),
  enterprisePriorities: text('enterprise_priorities').array().notNull(),
  services: text('services').array().notNull(),
  phase: text('phase', { enum: ['Define', 'Apply', 'Accelerate'] }),
});

// Webinars and peer discussions (spec 2 §3 "Webinar item"); the status (upcoming or past) follows
// from the dates at read time.
export const webinars = pgTable(
  'webinars',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    webinarType: text('webinar_type', { enum: ['Webinar', 'Peer Discussions'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    duration: integer('duration').notNull(),
    price: integer('price').notNull(),
    participationDetails: text('participation_details').notNull(),
    location: text('location').notNull(),
    editorialImage: text('editorial_image'),
    // In presenting order.
    hostAnalystIds: text('host_analyst_ids').array().notNull(),
    ...subjectColumns(),
  },
  // Upcoming and on-demand listings read by type and start date.
  (t) => [index('webinars_type_start_idx').on(t.webinarType, t.startDate, t.id)],
);

export const surveys = pgTable('surveys', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  shortTitle: text('short_title').notNull(),
  officialSurveyName: text('official_survey_name').notNull(),
  summary: text('summary').notNull(),
  datePublished: date('date_published', { mode: 'string' }).notNull(),
  respondents: integer('respondents').notNull(),
  surveyType: text('survey_type', { enum: ['business', 'consumer'] }).notNull(),
  methodologyDescription: text('methodology_description').notNull(),
  pleaseNote: text('please_note').notNull(),
  ...subjectColumns(),
});

// Playbooks, blogs, podcasts and tools: card-sized content of one shape.
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type', { enum: ['playbook', 'blog', 'podcast', 'tool'] }).notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    readTime: integer('read_time').notNull(),
    // Playbook tab, tool badge or podcast series.
    category: text('category'),
    authorIds: text('author_ids').array().notNull(),
    ...subjectColumns(),
  },
  (t) => [index('content_items_type_published_idx').on(t.contentType, t.publishedDate, t.id)],
);

export const reportAuthors = pgTable(
  'report_authors',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => research.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['author', 'contributor'] }).notNull(),
    position: integer('position').notNull(),
    analystId: text('analyst_id').notNull(),
    hasFollowButton: boolean('has_follow_button').notNull(),
  },
  (t) => [
    // The primary key also serves the batch lookup `report_id = ANY(...)`, in display order.
    primaryKey({ columns: [t.reportId, t.role, t.position] }),
    index('report_authors_analyst_id_idx').on(t.analystId),
  ],
);

export const graphics = pgTable(
  'graphics',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => research.id, { onDelete: 'cascade' }),
    chart: jsonb('chart').notNull(),
  },
  (t) => [index('graphics_report_id_idx').on(t.reportId)],
);

// A data report's survey dashboard (issue #13): the survey's questions with each segment's answers,
// read whole by survey-service (GET /survey/{id}/dashboard), never queried inside.
export const surveyDashboards = pgTable('survey_dashboards', {
  reportId: text('report_id')
    .primaryKey()
    .references(() => research.id, { onDelete: 'cascade' }),
  surveyId: text('survey_id').notNull(),
  segments: jsonb('segments').notNull(),
  questions: jsonb('questions').notNull(),
});

export const alertBanners = pgTable('alert_banners', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  closeButton: boolean('close_button').notNull(),
  expiryDate: timestamp('expiry_date', { withTimezone: true, mode: 'date' }).notNull(),
  position: integer('position').notNull(),
});

// A cart belongs to a registered user ('user:<id>') or a visitor ('visitor:<unregistered id>').
export const carts = pgTable('carts', {
  ownerKey: text('owner_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    ownerKey: text('owner_key')
      .notNull()
      .references(() => carts.ownerKey, { onDelete: 'cascade' }),
    contentId: text('content_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.contentId] })],
);

// One row: which corpus the content tables hold, so a restart with the same seed and size skips seeding.
export const seedState = pgTable(
  'seed_state',
  {
    id: integer('id').primaryKey().default(1),
    // Any safe integer is a valid CORPUS_SEED.
    seed: bigint('seed', { mode: 'number' }).notNull(),
    size: integer('size').notNull(),
    // The generator's CORPUS_VERSION; rows from before it say 1, so such a database is seeded again.
    corpusVersion: integer('corpus_version').notNull().default(1),
    reports: integer('reports').notNull(),
    // The day webinar dates were generated around (packages/corpus webinars.ts); null before them.
    anchorDate: date('anchor_date', { mode: 'string' }),
    durationMs: integer('duration_ms').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('seed_state_single_row', sql`${t.id} = 1`)],
);
