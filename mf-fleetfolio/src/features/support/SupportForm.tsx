import { FLEET_OPERATIONS_MESSAGES, supportSchema, type SupportInput } from '@freight/contracts';
import { fleetApi } from '../../shared/api';
import { Button, Field, Input, Textarea } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { joiFormResolver } from '../../shared/joiFormResolver';
import { FormGrid } from '../../shared/layout';
import { useMutationToast } from '../../shared/useMutationToast';

const supportApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    contactSupport: build.mutation<{ message: string }, SupportInput>({
      query: (body) => ({ url: '/api/fleetfolio/support', method: 'POST', body }),
    }),
  }),
});

/** Support: a message to the company's support team (mailed to its notification address). */
export function SupportForm() {
  const [contactSupport, { isLoading }] = supportApi.useContactSupportMutation();
  const run = useMutationToast();
  const { register, handleSubmit, reset, formState } = useForm<SupportInput>({
    resolver: joiFormResolver<SupportInput, SupportInput>(supportSchema),
    defaultValues: { subject: '', message: '' },
  });
  const submit = handleSubmit(async (values) => {
    const sent = await run(
      () => contactSupport(values).unwrap(),
      { title: 'Message Sent', description: FLEET_OPERATIONS_MESSAGES.supportSent },
      'Failed to send your message',
    );
    if (sent) reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label="Contact support">
      <p>We answer by email at the address of your account.</p>
      <Field label="Subject" error={formState.errors.subject?.message} required>
        <Input aria-required {...register('subject')} />
      </Field>
      <Field label="Message" error={formState.errors.message?.message} required>
        <Textarea rows={6} aria-required {...register('message')} />
      </Field>
      <Button type="submit" disabled={isLoading}>
        Send Message
      </Button>
    </FormGrid>
  );
}
