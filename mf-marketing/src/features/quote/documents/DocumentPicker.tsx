import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { QUOTE_DOCUMENT_LIMITS } from '@freight/contracts';
import { Alert, Button } from '@freight/ui';
import { UPLOAD_STATE_LABELS, type DocumentFile, type DocumentUploader } from './types';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  progress {
    grid-column: 1 / -1;
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.span`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function DocumentRow({ file, uploader }: { file: DocumentFile; uploader: DocumentUploader }) {
  const statusId = useId();
  return (
    <Item aria-describedby={statusId}>
      <span>
        <strong>{file.name}</strong> <Meta>({formatSize(file.size)})</Meta>
      </span>
      <span>
        {file.state === 'error' ? (
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            aria-label={`Retry ${file.name}`}
            onClick={() => uploader.retry(file.id)}
          >
            Retry
          </Button>
        ) : null}
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          aria-label={`Remove ${file.name}`}
          onClick={() => uploader.remove(file.id)}
        >
          Remove
        </Button>
      </span>
      <progress max={100} value={file.percent} aria-label={`${file.name} upload progress`} />
      <Meta id={statusId} role="status">
        {UPLOAD_STATE_LABELS[file.state]}
        {file.state === 'uploading' ? ` ${Math.round(file.percent)}%` : ''}
      </Meta>
      {file.error ? <ErrorText role="alert">{file.error}</ErrorText> : null}
    </Item>
  );
}

/** File input and an accessible list of quote documents with per-file progress and state. */
export function DocumentPicker({
  uploader,
  files,
  disabled,
}: {
  uploader: DocumentUploader;
  files: DocumentFile[];
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const full = files.length >= QUOTE_DOCUMENT_LIMITS.maxFiles;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    void uploader.add(chosen).then(setRefused);
  };

  return (
    <div>
      <Label htmlFor={inputId}>Documents (optional)</Label>
      <Hint id={hintId}>
        Up to {QUOTE_DOCUMENT_LIMITS.maxFiles} files, 10 MB each:{' '}
        {QUOTE_DOCUMENT_LIMITS.extensions.join(', ')}
      </Hint>
      <input
        id={inputId}
        type="file"
        multiple
        accept={QUOTE_DOCUMENT_LIMITS.extensions.join(',')}
        aria-describedby={hintId}
        disabled={disabled || full}
        onChange={onChange}
      />
      {refused.length > 0 ? (
        <Alert $variant="destructive" role="alert">
          {refused.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      {files.length > 0 ? (
        <List aria-label="Attached documents">
          {files.map((file) => (
            <DocumentRow key={file.id} file={file} uploader={uploader} />
          ))}
        </List>
      ) : null}
    </div>
  );
}
