import type { Ref } from 'react';
import styled from 'styled-components';
import { RATING_LABELS, RATING_MAX } from '@freight/contracts';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.sizes.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Stars = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

// A 44 px square each, not 29 x 32 (D11): a finger hits the star it means.
const Star = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ $lit }) => ($lit ? '#f59e0b' : '#d1d5db')};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** Transparent over its star, so a click or tap on the star is a click on the radio itself. */
const RadioInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Caption = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const RATINGS = Array.from({ length: RATING_MAX }, (_, index) => (index + 1) as 1 | 2 | 3 | 4 | 5);

interface StarRatingProps {
  /** The form field's name, shared by the five radios. */
  name: string;
  value: number;
  onChange: (rating: number) => void;
  /** Why the rating is refused, shown under the stars. */
  error?: string;
  /** The first star, which takes focus when the rating is missing. */
  ref?: Ref<HTMLInputElement>;
}

/** Stars 1-5 as a native radio group: arrow keys move, each star is labelled by its word. */
export function StarRating({ name, value, onChange, error, ref }: StarRatingProps) {
  const selected = RATING_LABELS[value as keyof typeof RATING_LABELS];
  const errorId = `${name}-rating-error`;
  return (
    <Group aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>Rating</legend>
      <Stars>
        {RATINGS.map((rating) => (
          <Star key={rating} $lit={rating <= value}>
            <RadioInput
              ref={rating === 1 ? ref : undefined}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={`${rating} ${RATING_LABELS[rating]}`}
            />
            <span aria-hidden="true">★</span>
          </Star>
        ))}
        <Caption aria-live="polite">{selected ? `${value} ${selected}` : ''}</Caption>
      </Stars>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Group>
  );
}
