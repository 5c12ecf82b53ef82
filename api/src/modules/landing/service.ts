import { BlogPostModel } from '../../db/models/blog_posts';
import { CompanySettingsModel } from '../../db/models/company_settings';
import { CustomerReviewModel } from '../../db/models/customer_reviews';
import { FleetStatsModel } from '../../db/models/fleet_stats';
import { ServiceModel } from '../../db/models/services';
import { TestimonialModel } from '../../db/models/testimonials';
import { toApi } from '../../db/schemaOptions';

const PUBLIC_SETTINGS = 'companyName tagline phone email address usdotNumber mcNumber updatedAt';
const STATS = 'totalVehicles totalMiles totalLoads safetyScore onTimeDelivery experienceYears';
const SERVICE = 'name description features imageUrl isActive displayOrder';
const TESTIMONIAL = 'clientName clientCompany testimonial rating';
const REVIEW = 'reviewerName reviewerCompany reviewText rating';
const BLOG_POST =
  'title slug excerpt content category author readTime tags metaDescription isPublished isFeatured publishedAt';

/** Public company settings (the notification address stays internal); null when none exist. */
export async function companySettings() {
  const settings = await CompanySettingsModel.findOne().select(PUBLIC_SETTINGS).lean();
  return settings ? toApi(settings) : null;
}

export async function fleetStats() {
  const stats = await FleetStatsModel.findOne().select(STATS).lean();
  return stats ? toApi(stats) : null;
}

export async function services() {
  const list = await ServiceModel.find({ isActive: true })
    .select(SERVICE)
    .sort({ displayOrder: 1, _id: 1 })
    .lean();
  return list.map(toApi);
}

export interface PublicTestimonial {
  id: string;
  clientName: string;
  clientCompany?: string | null;
  testimonial: string;
  rating: number;
}

/**
 * Approved, active customer reviews (newest approval first), then the written testimonials,
 * in one shape: the landing grid shows the first 3, so a newly approved review is seen.
 */
export async function testimonials(): Promise<PublicTestimonial[]> {
  const [written, reviews] = await Promise.all([
    TestimonialModel.find({ isActive: true })
      .select(TESTIMONIAL)
      .sort({ displayOrder: 1, _id: 1 })
      .lean(),
    CustomerReviewModel.find({ isApproved: true, isActive: true })
      .select(REVIEW)
      .sort({ approvedAt: -1, _id: -1 })
      .lean(),
  ]);
  return [
    ...reviews.map((review) => ({
      id: String(review._id),
      clientName: review.reviewerName,
      clientCompany: review.reviewerCompany,
      testimonial: review.reviewText,
      rating: review.rating,
    })),
    ...written.map((item) => ({
      id: String(item._id),
      clientName: item.clientName,
      clientCompany: item.clientCompany,
      testimonial: item.testimonial,
      rating: item.rating ?? 5,
    })),
  ];
}

export async function blogPosts() {
  const posts = await BlogPostModel.find({ isPublished: true })
    .select(BLOG_POST)
    .sort({ publishedAt: -1, _id: -1 })
    .lean();
  return posts.map(toApi);
}
