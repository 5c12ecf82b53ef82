import { useId, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import { APPLICATION_FILE_LIMITS } from '@freight/contracts';
import { applicationFileError } from './fileCheck';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Small = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;

export interface FileFieldProps {
  label: string;
  required?: boolean;
  file: File | null;
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/** One application file: .pdf, .jpg, .jpeg or .png up to 10 MB, checked on choice. */
export function FileField({ label, required, file, error, onChange, ref }: FileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? applicationFileError(chosen) : null;
    if (problem) event.target.value = '';
    onChange(problem ? null : chosen, problem);
  };
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept={APPLICATION_FILE_LIMITS.extensions.join(',')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={choose}
      />
      <Small id={hintId}>
        {file ? `Selected: ${file.name}. ` : ''}
        {APPLICATION_FILE_LIMITS.extensions.join(', ')}, up to 10 MB
      </Small>
      {error ? (
        <Small id={errorId} role="alert" $error>
          {error}
        </Small>
      ) : null}
    </Wrapper>
  );
}
