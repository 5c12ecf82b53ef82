import { useId } from 'react';
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

const Caption = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const RATINGS = Array.from({ length: RATING_MAX }, (_, index) => (index + 1) as 1 | 2 | 3 | 4 | 5);

interface StarRatingProps {
  value: number;
  onChange: (rating: number) => void;
}

/** Stars 1-5 as a native radio group: arrow keys move, each star is labelled by its word. */
export function StarRating({ value, onChange }: StarRatingProps) {
  const name = useId();
  const selected = RATING_LABELS[value as keyof typeof RATING_LABELS];
  return (
    <Group>
      <legend>Rating</legend>
      <Stars>
        {RATINGS.map((rating) => (
          <Star key={rating} $lit={rating <= value}>
            <RadioInput
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
    </Group>
  );
}
