import { useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, Input, Select, Textarea } from '@freight/ui';
import {
  REVIEW_FORM_MESSAGES,
  SERVICE_TYPES,
  type ReviewInvitation,
  type ReviewSubmission,
} from '@freight/contracts';
import { UnreachableAlert, useSchemaForm } from '@freight/forms';
import { errorMessage, isUnreachable, useAttemptToasts } from '@freight/runtime';
import { useSubmitReviewMutation } from './api';
import { StarRating } from './StarRating';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

type ReviewValues = Required<Omit<ReviewSubmission, 'rating'>> & { rating: number };

interface ReviewFormProps {
  token: string;
  invitation: ReviewInvitation;
  onSubmitted: () => void;
}

type Missing = 'rating' | 'reviewText';

// Loaded on the form's first focus: joi's evaluation was the review page's longest task.
const loadReviewSubmissionSchema = () =>
  import('@freight/contracts/reviewSchemas').then((module) => module.reviewSubmissionSchema);

/** The public review form, pre-filled from the request the broker was sent. */
export function ReviewForm({ token, invitation, onSubmitted }: ReviewFormProps) {
  const toasts = useAttemptToasts();
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  const form = useSchemaForm<ReviewValues, ReviewSubmission>({
    schema: loadReviewSubmissionSchema,
    defaultValues: {
      reviewerName: invitation.brokerName,
      reviewerEmail: invitation.brokerEmail,
      reviewerCompany: invitation.companyName ?? '',
      serviceType: '',
      rating: 0,
      reviewText: '',
    },
  });
  /** What the spec's toast asked for: once it is given, the toast goes (review D45). */
  const [toastAbout, setToastAbout] = useState<Missing | null>(null);
  const [unreachable, setUnreachable] = useState(false);

  const refuse = (missing: Missing) => {
    setToastAbout(missing);
    const [title, description] =
      missing === 'rating'
        ? [REVIEW_FORM_MESSAGES.ratingRequiredTitle, REVIEW_FORM_MESSAGES.ratingRequiredDescription]
        : [REVIEW_FORM_MESSAGES.textRequiredTitle, REVIEW_FORM_MESSAGES.textRequiredDescription];
    toasts.fail({ title, description });
  };

  const given = (field: Missing) => {
    if (toastAbout !== field) return;
    setToastAbout(null);
    toasts.clear();
  };

  const send = form.handleSubmit(
    async (review) => {
      setToastAbout(null);
      setUnreachable(false);
      try {
        await submitReview({ token, review }).unwrap();
        toasts.succeed();
        onSubmitted();
      } catch (error) {
        // Unreached, the form says so with Retry: the review typed is kept and not at fault.
        if (isUnreachable(error)) {
          toasts.clear();
          setUnreachable(true);
          return;
        }
        form.showServerErrors(error);
        toasts.fail({
          title: REVIEW_FORM_MESSAGES.submitFailedTitle,
          description: errorMessage(error, REVIEW_FORM_MESSAGES.submitFailedDescription),
        });
      }
    },
    (errors) => {
      if (errors.rating) refuse('rating');
      else if (errors.reviewText) refuse('reviewText');
    },
  );

  return (
    <Form
      onSubmit={(event) => send(event)}
      onFocus={form.preloadSchema}
      noValidate
      aria-label="Review form"
    >
      <Field label="Your Name" {...form.field('reviewerName')}>
        <Input autoComplete="name" {...form.input('reviewerName')} />
      </Field>
      <Field label="Email" {...form.field('reviewerEmail')}>
        <Input type="email" autoComplete="email" {...form.input('reviewerEmail')} />
      </Field>
      <Field label="Company (optional)" {...form.field('reviewerCompany')}>
        <Input autoComplete="organization" {...form.input('reviewerCompany')} />
      </Field>
      <Field label="Service (optional)" {...form.field('serviceType')}>
        <Select {...form.input('serviceType')}>
          <option value="">Select a service</option>
          {SERVICE_TYPES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRating
            name={field.name}
            ref={field.ref}
            value={field.value}
            error={fieldState.error?.message}
            onChange={(rating) => {
              field.onChange(rating);
              given('rating');
            }}
          />
        )}
      />
      <Field label="Your Review" {...form.field('reviewText')}>
        <Textarea rows={6} {...form.input('reviewText', { onChange: () => given('reviewText') })} />
      </Field>
      {unreachable || form.schemaUnreachable ? <UnreachableAlert /> : null}
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Submitting...' : 'Submit Review'}
      </Button>
    </Form>
  );
}
