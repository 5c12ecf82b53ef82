import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Dialog, Field, Input, Textarea } from '@freight/ui';
import {
  REVIEW_REQUEST_MESSAGES,
  REVIEW_TEXT_LIMITS,
  reviewRequestSentDescription,
  type ReviewRequestInput,
} from '@freight/contracts';
import { errorMessage, useShellServices } from '@freight/runtime';
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

interface SendReviewRequestDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Sends a broker a link to the public review form; cannot be dismissed while sending. */
export function SendReviewRequestDialog({ open, onClose }: SendReviewRequestDialogProps) {
  const { toast } = useShellServices();
  const [sendRequest, { isLoading: sending }] = useSendReviewRequestMutation();
  const { register, handleSubmit, reset } = useForm<Required<ReviewRequestInput>>({
    defaultValues: EMPTY,
  });

  const close = () => {
    if (sending) return;
    reset(EMPTY);
    onClose();
  };

  const send = async (values: Required<ReviewRequestInput>) => {
    const brokerName = values.brokerName.trim();
    const brokerEmail = values.brokerEmail.trim();
    if (!brokerName || !brokerEmail) {
      toast.show({
        title: REVIEW_REQUEST_MESSAGES.requiredTitle,
        description: REVIEW_REQUEST_MESSAGES.requiredDescription,
        variant: 'destructive',
      });
      return;
    }
    try {
      const created = await sendRequest({ ...values, brokerName, brokerEmail }).unwrap();
      toast.show({
        title: REVIEW_REQUEST_MESSAGES.sentTitle,
        description: reviewRequestSentDescription(brokerName, created.emailSent),
      });
      reset(EMPTY);
      onClose();
    } catch (error) {
      toast.show({
        title: REVIEW_REQUEST_MESSAGES.failureTitle,
        description: errorMessage(error, REVIEW_REQUEST_MESSAGES.failureDescription),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onClose={close} closeDisabled={sending} title="Send Review Request">
      <Form noValidate onSubmit={handleSubmit(send)}>
        <Field label="Broker Name" required>
          <Input maxLength={REVIEW_TEXT_LIMITS.name} {...register('brokerName')} />
        </Field>
        <Field label="Broker Email" required>
          <Input type="email" maxLength={REVIEW_TEXT_LIMITS.email} {...register('brokerEmail')} />
        </Field>
        <Field label="Broker Phone (optional)">
          <Input type="tel" maxLength={REVIEW_TEXT_LIMITS.phone} {...register('brokerPhone')} />
        </Field>
        <Field label="Company Name (optional)">
          <Input maxLength={REVIEW_TEXT_LIMITS.company} {...register('companyName')} />
        </Field>
        <Field label="Project Description (optional)">
          <Textarea
            maxLength={REVIEW_TEXT_LIMITS.projectDescription}
            {...register('projectDescription')}
          />
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
