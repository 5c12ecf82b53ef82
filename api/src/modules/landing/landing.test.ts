import {
  COMPANY_DEFAULTS,
  DEFAULT_SERVICES,
  FLEET_STATS_DEFAULTS,
  SAMPLE_BLOG_POSTS,
  SAMPLE_TESTIMONIALS,
} from '@freight/contracts';
import { BlogPostModel } from '../../db/models/blog_posts';
import { CompanySettingsModel } from '../../db/models/company_settings';
import { CustomerReviewModel } from '../../db/models/customer_reviews';
import { FleetStatsModel } from '../../db/models/fleet_stats';
import { ServiceModel } from '../../db/models/services';
import { TestimonialModel } from '../../db/models/testimonials';
import { seedDatabase } from '../../db/seed';
import { useTestDatabase } from '../../test';

const t = useTestDatabase();

const invalidateLandingCache = () => t.deps.landingCache.clear();

beforeAll(seedDatabase);
beforeEach(invalidateLandingCache);

describe('landing reads', () => {
  it('GET /api/company-settings returns the seeded public settings', async () => {
    const res = await t.request().get('/api/company-settings').expect(200);
    const { notificationEmail, ...publicSettings } = COMPANY_DEFAULTS;
    expect(res.body).toMatchObject(publicSettings);
    expect(res.body).not.toHaveProperty('notificationEmail');
    expect(notificationEmail).toBeTruthy();
    const stored = await CompanySettingsModel.findOne().lean();
    expect(res.body.id).toBe(String(stored?._id));
  });

  it('GET /api/fleet/stats returns the seeded stats', async () => {
    const res = await t.request().get('/api/fleet/stats').expect(200);
    expect(res.body).toMatchObject(FLEET_STATS_DEFAULTS);
    expect(await FleetStatsModel.countDocuments()).toBe(1);
  });

  it('GET /api/services lists active services by displayOrder', async () => {
    const added = await ServiceModel.create([
      { name: 'Hidden Service', description: 'x', isActive: false, displayOrder: 0 },
      { name: 'First Service', description: 'x', displayOrder: 0 },
    ]);
    const res = await t.request().get('/api/services').expect(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual([
      'First Service',
      ...DEFAULT_SERVICES.map((s) => s.name),
    ]);
    expect(res.body[1]).toMatchObject({ features: DEFAULT_SERVICES[0]?.features, isActive: true });
    for (const service of added) await ServiceModel.deleteOne({ _id: service._id });
  });

  it('GET /api/testimonials puts approved, active reviews first in the testimonial shape', async () => {
    await TestimonialModel.create({ clientName: 'Off', testimonial: 'x', isActive: false });
    const approved = await CustomerReviewModel.create({
      reviewerName: 'Pat Broker',
      reviewerEmail: 'pat@example.com',
      reviewerCompany: 'Pat Logistics',
      rating: 4,
      reviewText: 'Solid carrier.',
      isApproved: true,
      approvedAt: new Date(),
    });
    await CustomerReviewModel.create({
      reviewerName: 'Waiting',
      reviewerEmail: 'w@example.com',
      rating: 5,
      reviewText: 'x',
    });
    await CustomerReviewModel.create({
      reviewerName: 'Retired',
      reviewerEmail: 'r@example.com',
      rating: 5,
      reviewText: 'x',
      isApproved: true,
      isActive: false,
    });
    const res = await t.request().get('/api/testimonials').expect(200);
    expect(res.body.map((item: { clientName: string }) => item.clientName)).toEqual([
      'Pat Broker',
      ...SAMPLE_TESTIMONIALS.map((s) => s.clientName),
    ]);
    expect(res.body[0]).toEqual({
      id: String(approved._id),
      clientName: 'Pat Broker',
      clientCompany: 'Pat Logistics',
      testimonial: 'Solid carrier.',
      rating: 4,
    });
  });

  it('GET /api/blog/posts lists published posts newest first', async () => {
    await BlogPostModel.create({
      title: 'Draft',
      slug: 'draft',
      isPublished: false,
      publishedAt: new Date(),
    });
    const res = await t.request().get('/api/blog/posts').expect(200);
    const expected = [...SAMPLE_BLOG_POSTS].sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    );
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual(expected.map((p) => p.slug));
    expect(res.body[0]).toMatchObject({
      title: expected[0]?.title,
      readTime: expected[0]?.readTime,
    });
  });

  it('serves from the cache until invalidated', async () => {
    await t.request().get('/api/fleet/stats').expect(200);
    await FleetStatsModel.updateOne({}, { $set: { totalLoads: 61_000 } });
    expect((await t.request().get('/api/fleet/stats')).body.totalLoads).toBe(
      FLEET_STATS_DEFAULTS.totalLoads,
    );
    invalidateLandingCache();
    expect((await t.request().get('/api/fleet/stats')).body.totalLoads).toBe(61_000);
  });

  it('answers 304 to the ETag of an unchanged read, and 200 once it changed', async () => {
    const first = await t.request().get('/api/services').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=150');
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await t.request().get('/api/services').set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    await ServiceModel.updateOne({ isActive: true }, { $set: { description: 'Changed' } });
    invalidateLandingCache();
    const changed = await t.request().get('/api/services').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ description: 'Changed' })]),
    );
  });

  it('answers 204 without settings, as before', async () => {
    await CompanySettingsModel.deleteMany({});
    await t.request().get('/api/company-settings').expect(204);
    await seedDatabase();
  });
});

describe('seedDatabase', () => {
  it('changes nothing when run again, and keeps staff edits', async () => {
    await CompanySettingsModel.updateOne({}, { $set: { phone: '(312) 555-0199' } });
    await ServiceModel.deleteOne({ name: DEFAULT_SERVICES[2]?.name });
    const snapshot = async () => ({
      settings: await CompanySettingsModel.find().lean(),
      stats: await FleetStatsModel.find().lean(),
      services: await ServiceModel.find().sort({ _id: 1 }).lean(),
      testimonials: await TestimonialModel.find().sort({ _id: 1 }).lean(),
      posts: await BlogPostModel.find().sort({ _id: 1 }).lean(),
    });
    const before = await snapshot();
    await seedDatabase();
    await seedDatabase();
    expect(await snapshot()).toEqual(before);
    expect(before.settings).toHaveLength(1);
    expect(before.settings[0]?.phone).toBe('(312) 555-0199');
  });
});
