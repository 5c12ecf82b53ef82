import { reviewRequestBadgeColour, reviewRequestSentDescription } from './reviews';
import { approveReviewSchema, reviewRequestSchema, reviewSubmissionSchema } from './reviewSchemas';
import { STATUS_BADGE_COLOURS } from './admin';
import { quoteStatusChangeSchema } from './adminSchemas';
import { adminLoginSchema } from './adminLoginSchema';

const options = { abortEarly: false, errors: { wrap: { label: false } } } as const;

describe('review contracts', () => {
  it('builds the spec toast text, with the mail failure suffix', () => {
    expect(reviewRequestSentDescription('Bea', true)).toBe('Review request sent to Bea');
    expect(reviewRequestSentDescription('Bea', false)).toBe(
      'Review request sent to Bea (email delivery failed)',
    );
  });

  it('colours requests completed green, expired red, otherwise yellow', () => {
    expect(reviewRequestBadgeColour('completed')).toBe('green');
    expect(reviewRequestBadgeColour('expired')).toBe('red');
    expect(reviewRequestBadgeColour('sent')).toBe('yellow');
  });

  it('needs broker name and email after trimming, the rest optional', () => {
    expect(
      reviewRequestSchema.validate({ brokerName: ' ', brokerEmail: 'a@b.test' }).error,
    ).toBeDefined();
    const ok = reviewRequestSchema.validate(
      { brokerName: ' Bea ', brokerEmail: 'Bea@B.test', brokerPhone: '', companyName: '' },
      options,
    );
    expect(ok.error).toBeUndefined();
    expect(ok.value).toMatchObject({ brokerName: 'Bea', brokerEmail: 'bea@b.test' });
  });

  it('accepts a 1-5 rating, a known or empty service and non-blank text', () => {
    const review = {
      reviewerName: 'Bea',
      reviewerEmail: 'b@b.test',
      reviewText: 'Good',
      rating: 5,
    };
    expect(reviewSubmissionSchema.validate(review).error).toBeUndefined();
    expect(reviewSubmissionSchema.validate({ ...review, serviceType: '' }).error).toBeUndefined();
    expect(
      reviewSubmissionSchema.validate({ ...review, serviceType: 'Towing' }).error,
    ).toBeDefined();
    expect(reviewSubmissionSchema.validate({ ...review, rating: 0 }).error).toBeDefined();
    expect(reviewSubmissionSchema.validate({ ...review, rating: 4.5 }).error).toBeDefined();
    expect(reviewSubmissionSchema.validate({ ...review, reviewText: '  ' }).error).toBeDefined();
  });

  it('approves only with isApproved true', () => {
    expect(approveReviewSchema.validate({ isApproved: true }).error).toBeUndefined();
    expect(approveReviewSchema.validate({ isApproved: false }).error).toBeDefined();
  });
});

describe('admin contracts', () => {
  it('keeps the spec badge colours, with reviewed in the blue of every under-way status (issue 23)', () => {
    expect(STATUS_BADGE_COLOURS).toEqual({
      pending: 'yellow',
      contacted: 'blue',
      quoted: 'green',
      closed: 'grey',
      reviewed: 'blue',
      hired: 'green',
      approved: 'green',
      rejected: 'red',
      // Issue 24: the shipper's answer to a quoted price.
      accepted: 'green',
      declined: 'red',
    });
  });

  it('refuses a blank username and a status of the other list', () => {
    expect(adminLoginSchema.validate({ username: '  ', password: 'x' }).error).toBeDefined();
    expect(adminLoginSchema.validate({ username: 'admin', password: '   ' }).error?.message).toBe(
      'Password is required',
    );
    expect(adminLoginSchema.validate({ username: 'admin', password: ' pass ' }).value).toEqual({
      username: 'admin',
      password: ' pass ',
    });
    expect(quoteStatusChangeSchema.validate({ status: 'hired' }).error).toBeDefined();
    expect(
      quoteStatusChangeSchema.validate({ status: 'contacted', note: 'Called' }).error,
    ).toBeUndefined();
  });
});
