import {
  COMPANY_DEFAULTS,
  DEFAULT_SERVICES,
  FLEET_STATS_DEFAULTS,
  SAMPLE_BLOG_POSTS,
  SAMPLE_TESTIMONIALS,
} from '@freight/contracts';
import mongoose, { type AnyBulkWriteOperation, type ClientSession } from 'mongoose';
import { BlogPostModel } from './models/blog_posts';
import { CompanySettingsModel } from './models/company_settings';
import { FleetStatsModel } from './models/fleet_stats';
import { JobLeaseModel } from './models/jobs';
import { ServiceModel } from './models/services';
import { TestimonialModel } from './models/testimonials';

/** Fields for $setOnInsert: a fresh copy (mongoose adds to it) with the insert's timestamps. */
function insertOnly(content: object) {
  const now = new Date();
  return { $setOnInsert: { ...content, createdAt: now, updatedAt: now } };
}

/**
 * The document every seeding transaction writes first. Two instances seeding an empty database
 * at the same moment both write it, so one transaction conflicts and runs again once the other
 * has committed: it then finds everything in place and adds nothing.
 */
const SEEDING_LOCK = 'seed-database';

async function takeSeedingLock(session: ClientSession): Promise<void> {
  await JobLeaseModel.updateOne(
    { _id: SEEDING_LOCK },
    { $set: { holder: 'start-up', leaseUntil: new Date() }, $setOnInsert: { period: 0 } },
    { upsert: true, session },
  );
}

/** Inserts the singleton document only when none exists; staff edits are never touched. */
async function seedSingleton(
  model: typeof CompanySettingsModel | typeof FleetStatsModel,
  content: object,
  session: ClientSession,
) {
  await (model as typeof CompanySettingsModel).updateOne({}, insertOnly(content), {
    upsert: true,
    timestamps: false,
    session,
  });
}

/** Inserts the built-in list only into an empty collection, so deleted or edited items stay so. */
async function seedList(
  model: typeof ServiceModel | typeof TestimonialModel | typeof BlogPostModel,
  insert: () => Promise<unknown>,
  session: ClientSession,
): Promise<void> {
  if (!(await (model as typeof ServiceModel).exists({}).session(session))) await insert();
}

function seedBlogPosts(session: ClientSession) {
  const operations: AnyBulkWriteOperation[] = SAMPLE_BLOG_POSTS.map((post) => ({
    updateOne: {
      filter: { slug: post.slug },
      update: insertOnly({ ...post, publishedAt: new Date(post.publishedAt), isPublished: true }),
      upsert: true,
      timestamps: false,
    },
  }));
  return BlogPostModel.bulkWrite(operations as Parameters<typeof BlogPostModel.bulkWrite>[0], {
    session,
  });
}

/**
 * Idempotent start-up content: company settings, fleet stats, the three services, the sample
 * testimonials and blog posts. Runs at every start and in tests; it only ever adds what is
 * missing. One transaction behind SEEDING_LOCK, so API instances starting together on an empty
 * database seed it once.
 */
export async function seedDatabase(): Promise<void> {
  await mongoose.connection.transaction(async (session) => {
    await takeSeedingLock(session);
    await seedSingleton(CompanySettingsModel, COMPANY_DEFAULTS, session);
    await seedSingleton(FleetStatsModel, FLEET_STATS_DEFAULTS, session);
    await seedList(
      ServiceModel,
      () =>
        ServiceModel.insertMany(
          DEFAULT_SERVICES.map((service) => ({ ...service, isActive: true })),
          { session },
        ),
      session,
    );
    await seedList(
      TestimonialModel,
      () =>
        TestimonialModel.insertMany(
          SAMPLE_TESTIMONIALS.map((item) => ({ ...item, isActive: true })),
          { session },
        ),
      session,
    );
    await seedList(BlogPostModel, () => seedBlogPosts(session), session);
  });
}
