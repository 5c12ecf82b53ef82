import styled from 'styled-components';
import { QUOTE_MESSAGES } from '@freight/contracts';
import { Button, Dialog } from '@freight/ui';
import { memo, startTransition, useCallback, useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { createDocumentUploader } from './documents/createDocumentUploader';
import { DocumentPicker } from './documents/DocumentPicker';
import type { DocumentUploader } from './documents/types';
import { useDocumentUploader } from './documents/useDocumentUploader';
import { QuoteFields } from './QuoteFields';
import { QuoteReference, type QuoteReceipt } from './QuoteReference';
import { modalQuote, useQuoteForm, type QuoteForm } from './useQuoteForm';
import { useSubmitQuote } from './useSubmitQuote';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export interface QuoteModalProps {
  open: boolean;
  onClose: () => void;
  /** Primary service chosen before opening (e.g. from a service card). */
  freightType?: string;
  phone: string;
  email: string;
  /** Makes the document uploader (tests pass a fake). */
  createUploader?: () => DocumentUploader;
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function SuccessView({
  phone,
  email,
  receipt,
}: {
  phone: string;
  email: string;
  receipt?: QuoteReceipt;
}) {
  return (
    <div>
      <QuoteReference receipt={receipt} />
      <p>{QUOTE_MESSAGES.successDescription}</p>
      <Actions>
        <Button as="a" href={telHref(phone)}>
          Call Now: {phone}
        </Button>
        <Button as="a" href={`mailto:${email}`} $variant="outline">
          {QUOTE_MESSAGES.emailUs}
        </Button>
      </Actions>
      <Note>{QUOTE_MESSAGES.successViewNote}</Note>
    </div>
  );
}

/**
 * Tells the dialog whether something was typed or a document added (it then asks before
 * discarding). It alone subscribes to the form's dirty state: the first keystroke re-renders
 * it, not the whole form (INP, issue 20).
 */
function DirtyReport({
  control,
  hasFiles,
  onDirtyChange,
}: {
  control: QuoteForm['control'];
  hasFiles: boolean;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { isDirty } = useFormState({ control });
  const dirty = isDirty || hasFiles;
  // A transition: the dialog's own re-render waits until the keystroke has painted.
  useEffect(() => startTransition(() => onDirtyChange(dirty)), [dirty, onDirtyChange]);
  return null;
}

const QuoteForm = memo(function QuoteForm({
  freightType,
  createUploader,
  onSubmitted,
  setBusy,
  onDirtyChange,
}: {
  freightType: string;
  createUploader: () => DocumentUploader;
  onSubmitted: (receipt: QuoteReceipt) => void;
  setBusy: (busy: boolean) => void;
  /** Something was typed or a document added: the dialog asks before discarding it. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useQuoteForm('modal', freightType);
  const { uploader, files, busy: uploading, urls } = useDocumentUploader(createUploader);
  const { submit, isSubmitting } = useSubmitQuote(form);

  const onSubmit = form.handleSubmit(async (quote) => {
    setBusy(true);
    const stored = await submit({ ...modalQuote(quote), documentsUrls: urls });
    setBusy(false);
    if (!stored) return;
    form.reset();
    uploader.reset();
    onSubmitted(stored);
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={QUOTE_MESSAGES.modalTitle}>
      <DirtyReport
        control={form.control}
        hasFiles={files.length > 0}
        onDirtyChange={onDirtyChange}
      />
      <QuoteFields form={form} variant="modal" />
      <DocumentPicker uploader={uploader} files={files} disabled={isSubmitting} />
      {uploading ? (
        <Note role="status">Waiting for the documents to finish uploading...</Note>
      ) : null}
      <Button type="submit" $block disabled={isSubmitting || uploading}>
        {isSubmitting ? QUOTE_MESSAGES.submittingModal : QUOTE_MESSAGES.submit}
      </Button>
    </Form>
  );
});

/** 'Get Your Free Quote': the quote form with documents, then the confirmation view. */
export function QuoteModal(props: QuoteModalProps) {
  const { open, onClose, freightType = '', phone, email } = props;
  const createUploader = props.createUploader ?? createDocumentUploader;
  const [submitted, setSubmitted] = useState(false);
  const [receipt, setReceipt] = useState<QuoteReceipt>();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);

  const onSubmitted = useCallback((stored: QuoteReceipt) => {
    setReceipt(stored);
    setSubmitted(true);
  }, []);

  const close = () => {
    setSubmitted(false);
    setDirty(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      closeDisabled={busy}
      confirmDiscard={dirty && !submitted}
      title={submitted ? QUOTE_MESSAGES.successViewTitle : QUOTE_MESSAGES.modalTitle}
      description={submitted ? undefined : QUOTE_MESSAGES.modalSubtitle}
    >
      {submitted ? (
        <SuccessView phone={phone} email={email} receipt={receipt} />
      ) : (
        <QuoteForm
          freightType={freightType}
          createUploader={createUploader}
          onSubmitted={onSubmitted}
          setBusy={setBusy}
          onDirtyChange={setDirty}
        />
      )}
    </Dialog>
  );
}
