import {
  COMPANY_DEFAULTS,
  DEFAULT_SERVICES,
  FLEET_STATS_DEFAULTS,
  SAMPLE_BLOG_POSTS,
  SAMPLE_TESTIMONIALS,
} from '@freight/contracts';
import type { AnyBulkWriteOperation } from 'mongoose';
import { BlogPostModel } from './models/blog_posts';
import { CompanySettingsModel } from './models/company_settings';
import { FleetStatsModel } from './models/fleet_stats';
import { ServiceModel } from './models/services';
import { TestimonialModel } from './models/testimonials';

/** Fields for $setOnInsert: a fresh copy (mongoose adds to it) with the insert's timestamps. */
function insertOnly(content: object) {
  const now = new Date();
  return { $setOnInsert: { ...content, createdAt: now, updatedAt: now } };
}

/** Inserts the singleton document only when none exists; staff edits are never touched. */
async function seedSingleton(
  model: typeof CompanySettingsModel | typeof FleetStatsModel,
  content: object,
) {
  await (model as typeof CompanySettingsModel).updateOne({}, insertOnly(content), {
    upsert: true,
    timestamps: false,
  });
}

/** Inserts the built-in list only into an empty collection, so deleted or edited items stay so. */
async function seedList<T>(count: () => Promise<number>, insert: () => Promise<T>): Promise<void> {
  if ((await count()) === 0) await insert();
}

async function seedBlogPosts(): Promise<void> {
  const operations: AnyBulkWriteOperation[] = SAMPLE_BLOG_POSTS.map((post) => ({
    updateOne: {
      filter: { slug: post.slug },
      update: insertOnly({ ...post, publishedAt: new Date(post.publishedAt), isPublished: true }),
      upsert: true,
      timestamps: false,
    },
  }));
  await BlogPostModel.bulkWrite(operations as Parameters<typeof BlogPostModel.bulkWrite>[0]);
}

/**
 * Idempotent start-up content: company settings, fleet stats, the three services, the sample
 * testimonials and blog posts. Runs at every start and in tests; it only ever adds what is missing.
 */
export async function seedDatabase(): Promise<void> {
  await seedSingleton(CompanySettingsModel, COMPANY_DEFAULTS);
  await seedSingleton(FleetStatsModel, FLEET_STATS_DEFAULTS);
  await seedList(
    () => ServiceModel.estimatedDocumentCount(),
    () =>
      ServiceModel.insertMany(DEFAULT_SERVICES.map((service) => ({ ...service, isActive: true }))),
  );
  await seedList(
    () => TestimonialModel.estimatedDocumentCount(),
    () =>
      TestimonialModel.insertMany(SAMPLE_TESTIMONIALS.map((item) => ({ ...item, isActive: true }))),
  );
  await seedList(() => BlogPostModel.estimatedDocumentCount(), seedBlogPosts);
}
