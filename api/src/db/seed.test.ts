import { DEFAULT_SERVICES, SAMPLE_BLOG_POSTS, SAMPLE_TESTIMONIALS } from '@freight/contracts';
import { ensureDefaultAdmin } from '../modules/admin-auth';
import { TEST_ADMIN } from '../modules/admin-auth/testing';
import { useTestDatabase } from '../test';
import {
  AdminModel,
  BlogPostModel,
  CompanySettingsModel,
  FleetStatsModel,
  ServiceModel,
  TestimonialModel,
} from './models';
import { seedDatabase } from './seed';

useTestDatabase();

/** What server.ts does before it listens, on one instance. */
async function startUp(): Promise<void> {
  await seedDatabase();
  await ensureDefaultAdmin({
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    adminEmail: TEST_ADMIN.email,
  });
}

const distinct = async (
  model: { distinct(field: string): PromiseLike<unknown[]> },
  field: string,
) => (await model.distinct(field)).length;

describe('start-up on an empty database', () => {
  it('seeds once and creates one admin when instances start at the same moment', async () => {
    const instances = 4;
    await Promise.all(Array.from({ length: instances }, startUp));

    expect(await CompanySettingsModel.countDocuments()).toBe(1);
    expect(await FleetStatsModel.countDocuments()).toBe(1);
    expect(await ServiceModel.countDocuments()).toBe(DEFAULT_SERVICES.length);
    expect(await distinct(ServiceModel, 'name')).toBe(DEFAULT_SERVICES.length);
    expect(await TestimonialModel.countDocuments()).toBe(SAMPLE_TESTIMONIALS.length);
    expect(await BlogPostModel.countDocuments()).toBe(SAMPLE_BLOG_POSTS.length);
    expect(await distinct(BlogPostModel, 'slug')).toBe(SAMPLE_BLOG_POSTS.length);
    expect(await AdminModel.countDocuments({ username: TEST_ADMIN.username })).toBe(1);
  });
});
