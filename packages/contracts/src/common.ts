/**
 * Built-in company content shared by the API seed and the front end's fallbacks: when the server
 * has no data (or cannot be reached) the site shows exactly what the database starts with.
 */

/** The carrier's name, used wherever the site names the company. */
export const COMPANY_NAME = 'Redline Freight Lines';
export const COMPANY_TAGLINE = 'Your Freight, Our Priority';

export interface CompanySettings {
  companyName: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  usdotNumber: string;
  mcNumber: string;
}

/** Public contact details and authority numbers (staff edit them in company_settings). */
export const COMPANY_DEFAULTS: CompanySettings & { notificationEmail: string } = {
  companyName: COMPANY_NAME,
  tagline: COMPANY_TAGLINE,
  phone: '(815) 555-0142',
  email: 'dispatch@redlinefreightlines.com',
  address: '2400 Channahon Road, Joliet, IL 60436',
  notificationEmail: 'quotes@redlinefreightlines.com',
  usdotNumber: '3841752',
  mcNumber: 'MC-1293847',
};

export interface FleetStats {
  totalVehicles: number;
  totalMiles: number;
  totalLoads: number;
  safetyScore: number;
  onTimeDelivery: number;
  experienceYears: number;
}

export const FLEET_STATS_DEFAULTS: FleetStats = {
  totalVehicles: 48,
  totalMiles: 14_500_000,
  totalLoads: 50_000,
  safetyScore: 98.5,
  onTimeDelivery: 99.2,
  experienceYears: 15,
};

export interface ServiceContent {
  name: string;
  description: string;
  features: string[];
  displayOrder: number;
}

export const DEFAULT_SERVICES: ServiceContent[] = [
  {
    name: 'Power Only Service',
    description:
      'Our tractors and CDL drivers pull your trailers: pre-loaded, drop-and-hook or live load, across all 48 contiguous states.',
    features: [
      'Tractor and driver for your own or leased trailers',
      'Drop-and-hook and live load or unload',
      'Dedicated lanes and one-way moves',
      'Real-time tracking and 24/7 dispatch',
    ],
    displayOrder: 1,
  },
  {
    name: 'Full Truckload Service',
    description:
      'Full truckload freight in our own 53-foot dry van and temperature-controlled reefer trailers, door to door with no rehandling.',
    features: [
      '53-foot dry van trailers',
      'Reefer trailers with continuous temperature monitoring',
      'Up to 45,000 lbs per load',
      'Appointment and flexible pickup and delivery',
    ],
    displayOrder: 2,
  },
  {
    name: 'Drop Trailer Service',
    description:
      'We leave an empty trailer at your dock so you load on your schedule, then swap it for an empty one when it is ready to go.',
    features: [
      'Trailer pools at shipper and receiver docks',
      'Load and unload on your own schedule',
      'No detention while your crew works',
      'Yard management and trailer tracking',
    ],
    displayOrder: 3,
  },
];

export interface TestimonialContent {
  clientName: string;
  clientCompany: string;
  testimonial: string;
  rating: number;
  displayOrder: number;
}

export const SAMPLE_TESTIMONIALS: TestimonialContent[] = [
  {
    clientName: 'Sarah Mitchell',
    clientCompany: 'Great Lakes Packaging Co.',
    testimonial:
      'Their power only drivers have picked up our pre-loaded trailers on time for three years straight. Dispatch answers at 2 AM when we need them, and every load shows up where and when they said it would.',
    rating: 5,
    displayOrder: 1,
  },
  {
    clientName: 'David Alvarez',
    clientCompany: 'Sunbelt Fresh Produce',
    testimonial:
      'We ship produce in reefers from Texas to the Midwest and temperature is everything. Their trailers hold temperature, drivers send updates without being asked, and claims have been close to zero.',
    rating: 5,
    displayOrder: 2,
  },
  {
    clientName: 'Karen Whitfield',
    clientCompany: 'Heartland Building Supply',
    testimonial:
      'The drop trailer program changed how our warehouse runs. We load when the crew is free instead of when a truck is waiting, and we stopped paying detention.',
    rating: 5,
    displayOrder: 3,
  },
];

export interface BlogPostContent {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  readTime: string;
  tags: string[];
  metaDescription: string;
  isFeatured: boolean;
  /** ISO date. */
  publishedAt: string;
}

export const SAMPLE_BLOG_POSTS: BlogPostContent[] = [
  {
    title: 'Power Only Trucking: When It Makes Sense for Your Freight',
    slug: 'power-only-trucking-when-it-makes-sense',
    excerpt:
      'If you own or lease trailers, power only service gives you a tractor and a driver without the cost of running your own fleet. Here is how to tell whether it fits.',
    content: [
      'Power only trucking means the carrier supplies the tractor and the licensed driver, and the shipper supplies the trailer. It is common for manufacturers and distributors that keep trailer pools at their plants, for retailers moving trailers between distribution centers, and for companies that lease trailers for seasonal peaks.',
      'The main advantage is flexibility. You decide when trailers are loaded, and the carrier only has to show up to hook and go. Because no carrier trailer needs to be positioned, capacity is often easier to find on short notice, and drop-and-hook moves keep drivers from waiting at your dock.',
      'Power only works best when you have a steady flow of pre-loaded trailers, lanes that repeat, and a yard where trailers can be staged safely. It is less useful for one-off shipments where you have no trailer of your own.',
      'Before you book, confirm the trailer type and its condition (DOT inspection, lights, tires and brakes), who is responsible for trailer repairs on the road, the pickup and delivery appointment windows, and how seals and bills of lading will be handled.',
    ].join('\n\n'),
    category: 'Power Only',
    author: 'Mike Reynolds, Director of Operations',
    readTime: '5 min read',
    tags: ['power only', 'drop and hook', 'capacity'],
    metaDescription:
      'What power only trucking is, when it makes sense, and what to confirm before you book a tractor and driver for your own trailers.',
    isFeatured: true,
    publishedAt: '2025-09-15T14:00:00.000Z',
  },
  {
    title: 'Dry Van or Reefer? Choosing the Right Trailer for Your Load',
    slug: 'dry-van-or-reefer-choosing-the-right-trailer',
    excerpt:
      'Most freight rides in a dry van, but temperature-sensitive goods need a reefer. The right choice depends on the product, the season and the route.',
    content: [
      'A 53-foot dry van is the workhorse of full truckload freight: enclosed, weatherproof and able to carry up to about 45,000 pounds on 26 standard pallets. Packaged goods, paper, building materials and most retail freight move this way.',
      'A refrigerated trailer, or reefer, has an insulated box and a diesel refrigeration unit that can hold a set temperature from deep frozen to warm. Produce, dairy, meat, pharmaceuticals and some chemicals need one. Reefers are also used in winter to keep goods such as beverages and paint from freezing.',
      'When you request a quote, tell us the product, the required temperature range and whether the unit should run continuously or cycle. For reefer loads, pre-cool the product before loading: a reefer is built to hold temperature, not to bring a warm load down.',
      'Reefer capacity costs more and tightens during produce season, so plan ahead for spring and summer lanes out of the South and the West.',
    ].join('\n\n'),
    category: 'Full Truckload',
    author: 'Angela Torres, Customer Solutions Manager',
    readTime: '4 min read',
    tags: ['dry van', 'reefer', 'full truckload'],
    metaDescription:
      'How to choose between a dry van and a refrigerated trailer for full truckload freight, with tips for temperature-sensitive loads.',
    isFeatured: false,
    publishedAt: '2025-08-28T14:00:00.000Z',
  },
  {
    title: 'How Drop Trailer Programs Cut Detention and Speed Up Your Dock',
    slug: 'drop-trailer-programs-cut-detention',
    excerpt:
      'Live loading ties a driver to your dock for hours. A drop trailer program lets your team load on its own schedule and keeps trucks moving.',
    content: [
      'With live loading, the truck arrives and waits while your crew loads it. Every hour beyond the free time usually becomes a detention charge, and a late truck can throw off the whole shift.',
      'A drop trailer program puts one or more empty trailers at your facility. Your team loads them when it suits the workflow, and our driver swaps a loaded trailer for an empty one in minutes. The same works at the receiving end.',
      'The result is fewer detention charges, more predictable dock schedules and better driver productivity, which in turn makes your freight more attractive to carriers when capacity is tight.',
      'To start, you need yard space for the trailers, a consistent weekly volume on the lane and a simple way to tell dispatch when a trailer is loaded and sealed.',
    ].join('\n\n'),
    category: 'Drop Trailer',
    author: 'Mike Reynolds, Director of Operations',
    readTime: '5 min read',
    tags: ['drop trailer', 'detention', 'warehouse'],
    metaDescription:
      'How a drop trailer program reduces detention charges, smooths dock scheduling and keeps freight moving.',
    isFeatured: false,
    publishedAt: '2025-08-05T14:00:00.000Z',
  },
  {
    title: 'Preparing Your Shipment: A Pre-Pickup Checklist for Shippers',
    slug: 'pre-pickup-checklist-for-shippers',
    excerpt:
      'Accurate paperwork, secure pallets and clear appointment details prevent most delays and claims. Run through this list before the truck arrives.',
    content: [
      'Start with the bill of lading: shipper and consignee names and addresses, the number of pieces, the weight, the commodity description, any special instructions and the reference numbers your receiver expects.',
      'Palletize and secure the freight. Stretch-wrap pallets, keep heavy items on the bottom, avoid overhang and use load bars or airbags so nothing shifts in transit. Note anything fragile or stackable on the paperwork.',
      'Confirm the appointment. Tell us whether pickup and delivery are by appointment or flexible, the dock hours, and whether the driver must help load or unload. Driver assistance must be arranged in advance.',
      'Finally, record the seal number, take photos of the loaded trailer and keep a signed copy of the bill of lading. These three steps settle most questions at delivery.',
    ].join('\n\n'),
    category: 'Shipping Tips',
    author: 'Angela Torres, Customer Solutions Manager',
    readTime: '6 min read',
    tags: ['shipping tips', 'bill of lading', 'claims'],
    metaDescription:
      'A practical pre-pickup checklist for shippers: paperwork, palletizing, appointments and seals that prevent delays and claims.',
    isFeatured: false,
    publishedAt: '2025-07-18T14:00:00.000Z',
  },
  {
    title: 'Hours of Service Explained: What It Means for Your Delivery Times',
    slug: 'hours-of-service-explained',
    excerpt:
      'Federal hours-of-service rules limit how long a truck driver may drive each day. Understanding them helps you set realistic transit times.',
    content: [
      'FMCSA hours-of-service rules allow a property-carrying driver up to 11 hours of driving within a 14-hour on-duty window, after 10 consecutive hours off duty. A 30-minute break is required after 8 hours of driving, and weekly limits are 60 hours in 7 days or 70 hours in 8 days.',
      'Electronic logging devices record this time automatically, so a driver who waits three hours at a dock has three fewer hours to drive that day. That is why dock delays often turn into late deliveries.',
      'As a rule of thumb, a solo driver covers about 500 to 550 miles a day. A 1,500-mile lane is a three-day trip, and team drivers can cut that roughly in half for time-critical freight.',
      'You can help by keeping appointment times, having freight ready when the truck arrives and telling us early about receiving hours at the destination.',
    ].join('\n\n'),
    category: 'Industry Insights',
    author: 'James Whitaker, Safety Director',
    readTime: '5 min read',
    tags: ['hours of service', 'ELD', 'transit time'],
    metaDescription:
      'How FMCSA hours-of-service rules and electronic logs affect truck transit times, and how shippers can avoid delays.',
    isFeatured: false,
    publishedAt: '2025-06-30T14:00:00.000Z',
  },
  {
    title: 'Owner-Operators: Running Under a Carrier Authority vs. Your Own',
    slug: 'owner-operators-carrier-authority-vs-your-own',
    excerpt:
      'Getting your own MC number is one path. Leasing onto an established carrier is another. Compare the costs, the paperwork and the freight access.',
    content: [
      'Running under your own authority means your own USDOT and MC numbers, your own insurance, your own load sourcing and your own invoicing. You keep every dollar of the rate, and you carry every cost and every risk.',
      'Leasing onto a carrier means you run under its authority. The carrier provides insurance programs, dispatch, consistent freight, fuel cards and back-office support, and pays weekly settlements. In return, a share of the revenue goes to the carrier.',
      'Compare real take-home pay, not headline rates: subtract insurance, plates, permits, factoring fees, empty miles and the hours you spend finding loads. Many new owner-operators find a lease keeps their trucks loaded while they learn the business.',
      'Ask any carrier about no-forced-dispatch policies, how settlements are calculated, fuel discounts, maintenance escrow and how quickly you can leave if it does not work out.',
    ].join('\n\n'),
    category: 'Careers',
    author: 'Lisa Grant, Driver Recruiting Manager',
    readTime: '6 min read',
    tags: ['owner operators', 'authority', 'careers'],
    metaDescription:
      'Owner-operators: compare running under your own MC authority with leasing onto a carrier, from insurance to take-home pay.',
    isFeatured: false,
    publishedAt: '2025-06-10T14:00:00.000Z',
  },
];
