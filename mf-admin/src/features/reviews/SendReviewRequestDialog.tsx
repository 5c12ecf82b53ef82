import styled from 'styled-components';
import { Button, Dialog, Field, Input, Textarea } from '@freight/ui';
import {
  REVIEW_REQUEST_MESSAGES,
  reviewRequestSchema,
  reviewRequestSentDescription,
  type ReviewRequestInput,
} from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { errorMessage, useAttemptToasts } from '@freight/runtime';
import { useSendReviewRequestMutation } from './api';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const EMPTY: Required<ReviewRequestInput> = {
  brokerName: '',
  brokerEmail: '',
  brokerPhone: '',
  companyName: '',
  projectDescription: '',
};

/** Sends a broker a link to the public review form; cannot be dismissed while sending. */
export function SendReviewRequestDialog({ onClose }: { onClose: () => void }) {
  const toasts = useAttemptToasts();
  const [sendRequest, { isLoading: sending }] = useSendReviewRequestMutation();
  const form = useSchemaForm<Required<ReviewRequestInput>, ReviewRequestInput>({
    schema: reviewRequestSchema,
    defaultValues: EMPTY,
  });

  const close = () => {
    if (!sending) onClose();
  };

  const send = form.handleSubmit(
    async (request) => {
      try {
        const created = await sendRequest(request).unwrap();
        toasts.succeed({
          title: REVIEW_REQUEST_MESSAGES.sentTitle,
          description: reviewRequestSentDescription(request.brokerName, created.emailSent),
        });
        onClose();
      } catch (error) {
        form.showServerErrors(error);
        toasts.fail({
          title: REVIEW_REQUEST_MESSAGES.failureTitle,
          description: errorMessage(error, REVIEW_REQUEST_MESSAGES.failureDescription),
        });
      }
    },
    () =>
      toasts.fail({
        title: REVIEW_REQUEST_MESSAGES.requiredTitle,
        description: REVIEW_REQUEST_MESSAGES.requiredDescription,
      }),
  );

  return (
    <Dialog
      open
      onClose={close}
      closeDisabled={sending}
      confirmDiscard={form.formState.isDirty}
      title="Send Review Request"
    >
      <Form noValidate onSubmit={send}>
        <Field label="Broker Name" {...form.field('brokerName')}>
          <Input {...form.input('brokerName')} />
        </Field>
        <Field label="Broker Email" {...form.field('brokerEmail')}>
          <Input type="email" {...form.input('brokerEmail')} />
        </Field>
        <Field label="Broker Phone (optional)" {...form.field('brokerPhone')}>
          <Input type="tel" {...form.input('brokerPhone')} />
        </Field>
        <Field label="Company Name (optional)" {...form.field('companyName')}>
          <Input {...form.input('companyName')} />
        </Field>
        <Field label="Project Description (optional)" {...form.field('projectDescription')}>
          <Textarea {...form.input('projectDescription')} />
        </Field>
        <Actions>
          <Button $variant="outline" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
