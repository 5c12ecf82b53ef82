import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Field, Input, Select, Textarea } from '@freight/ui';
import {
  REVIEW_FORM_MESSAGES,
  REVIEW_TEXT_LIMITS,
  SERVICE_TYPES,
  type ReviewInvitation,
  type ReviewSubmission,
} from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';
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

/** The public review form, pre-filled from the request the broker was sent. */
export function ReviewForm({ token, invitation, onSubmitted }: ReviewFormProps) {
  const { toast } = useShellServices();
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  const [submitting, setSubmitting] = useState(false);
  const { register, handleSubmit, control } = useForm<ReviewValues>({
    defaultValues: {
      reviewerName: invitation.brokerName,
      reviewerEmail: invitation.brokerEmail,
      reviewerCompany: invitation.companyName ?? '',
      serviceType: '',
      rating: 0,
      reviewText: '',
    },
  });

  const refuse = (title: string, description: string) =>
    toast.show({ title, description, variant: 'destructive' });

  const submit = async (values: ReviewValues) => {
    if (values.rating < 1) {
      refuse(
        REVIEW_FORM_MESSAGES.ratingRequiredTitle,
        REVIEW_FORM_MESSAGES.ratingRequiredDescription,
      );
      return;
    }
    if (!values.reviewText.trim()) {
      refuse(REVIEW_FORM_MESSAGES.textRequiredTitle, REVIEW_FORM_MESSAGES.textRequiredDescription);
      return;
    }
    setSubmitting(true);
    try {
      await submitReview({
        token,
        review: { ...values, reviewText: values.reviewText.trim() },
      }).unwrap();
      onSubmitted();
    } catch (error) {
      refuse(
        REVIEW_FORM_MESSAGES.submitFailedTitle,
        errorMessage(error, REVIEW_FORM_MESSAGES.submitFailedDescription),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const busy = isLoading || submitting;
  return (
    <Form onSubmit={handleSubmit(submit)} aria-label="Review form">
      <Field label="Your Name" required>
        <Input
          required
          maxLength={REVIEW_TEXT_LIMITS.name}
          autoComplete="name"
          {...register('reviewerName')}
        />
      </Field>
      <Field label="Email" required>
        <Input
          type="email"
          required
          maxLength={REVIEW_TEXT_LIMITS.email}
          autoComplete="email"
          {...register('reviewerEmail')}
        />
      </Field>
      <Field label="Company (optional)">
        <Input
          maxLength={REVIEW_TEXT_LIMITS.company}
          autoComplete="organization"
          {...register('reviewerCompany')}
        />
      </Field>
      <Field label="Service (optional)">
        <Select {...register('serviceType')}>
          <option value="">Select a service</option>
          {SERVICE_TYPES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </Select>
      </Field>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => <StarRating value={field.value} onChange={field.onChange} />}
      />
      <Field label="Your Review">
        <Textarea rows={6} maxLength={REVIEW_TEXT_LIMITS.reviewText} {...register('reviewText')} />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? 'Submitting...' : 'Submit Review'}
      </Button>
    </Form>
  );
}
