import { Alert } from '@freight/ui';
import styled from 'styled-components';
import type { PhotoSender } from './usePhotoSender';

const Bar = styled.progress`
  width: 100%;
  height: 1rem;
`;

/** The photo's upload progress, and why it was not sent. */
export function PhotoProgress({ sender, label }: { sender: PhotoSender; label: string }) {
  return (
    <>
      {sender.progress !== null ? (
        <div>
          <Bar aria-label={label} max={100} value={sender.progress} />
          <p role="status">Sending photo… {sender.progress}%</p>
        </div>
      ) : null}
      {sender.error ? (
        <Alert $variant="destructive" role="alert">
          {sender.error}
        </Alert>
      ) : null}
    </>
  );
}
