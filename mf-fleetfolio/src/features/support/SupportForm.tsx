import { FLEET_OPERATIONS_MESSAGES, supportSchema, type SupportInput } from '@freight/contracts';
import { fleetApi } from '../../shared/api';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input, Textarea } from '@freight/ui';
import { FormGrid } from '../../shared/layout';

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
  const form = useSchemaForm<SupportInput>({
    schema: supportSchema,
    defaultValues: { subject: '', message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const sent = await run(
      () => contactSupport(values).unwrap(),
      { title: 'Message Sent', description: FLEET_OPERATIONS_MESSAGES.supportSent },
      'Failed to send your message',
      form,
    );
    if (sent) form.reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label="Contact support">
      <p>We answer by email at the address of your account.</p>
      <Field label="Subject" {...form.field('subject')}>
        <Input {...form.input('subject')} />
      </Field>
      <Field label="Message" {...form.field('message')}>
        <Textarea rows={6} {...form.input('message')} />
      </Field>
      <Button type="submit" disabled={isLoading}>
        Send Message
      </Button>
    </FormGrid>
  );
}
