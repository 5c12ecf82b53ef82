import { friendly } from '@freight/contracts';
import { Field, Input, ThemeProvider } from '@freight/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Joi from 'joi';
import { UnreachableAlert } from './UnreachableAlert';
import { useSchemaForm } from './useSchemaForm';

interface Shipment {
  company: string;
  contact: string;
  weight: string;
}

const shipmentSchema = friendly(
  Joi.object({
    company: Joi.string().trim().max(40).required().label('Company'),
    contact: Joi.string().trim().max(20).required().label('Contact'),
    weight: Joi.number().empty('').min(1).max(80_000).precision(1).label('Weight'),
  }),
);

const EMPTY: Shipment = { company: '', contact: '', weight: '' };

function ShipmentForm({
  onSave,
  serverError,
  lazy = false,
  loadSchema = () => Promise.resolve(shipmentSchema),
}: {
  onSave: (values: unknown) => void;
  serverError?: unknown;
  lazy?: boolean;
  loadSchema?: () => Promise<typeof shipmentSchema>;
}) {
  const form = useSchemaForm<Shipment>({
    schema: lazy ? loadSchema : shipmentSchema,
    defaultValues: EMPTY,
  });
  // Registered in another order than the page shows them: focus must follow the page.
  const weight = form.input('weight');
  const contact = form.input('contact');
  const company = form.input('company');
  const submit = form.handleSubmit((values) => {
    if (serverError && form.showServerErrors(serverError)) return;
    onSave(values);
  });
  return (
    <form noValidate aria-label="Shipment" onSubmit={submit} onFocus={form.preloadSchema}>
      <Field label="Company" {...form.field('company')}>
        <Input {...company} />
      </Field>
      <Field label="Contact" {...form.field('contact')}>
        <Input {...contact} />
      </Field>
      <Field label="Weight" {...form.field('weight')}>
        <Input type="number" {...weight} />
      </Field>
      <button type="submit">Save</button>
      {form.schemaUnreachable ? <UnreachableAlert /> : null}
    </form>
  );
}

function setup(props: Partial<Parameters<typeof ShipmentForm>[0]> = {}) {
  const onSave = jest.fn();
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <ShipmentForm onSave={onSave} {...props} />
    </ThemeProvider>,
  );
  return { onSave, user };
}

describe('useSchemaForm', () => {
  it('gives each input the limits of its schema, and marks required fields', () => {
    setup();
    const company = screen.getByRole('textbox', { name: /Company/ });
    expect(company).toHaveAttribute('maxlength', '40');
    expect(company).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /Contact/ })).toHaveAttribute('maxlength', '20');
    const weight = screen.getByRole('spinbutton', { name: 'Weight' });
    expect(weight).toHaveAttribute('min', '1');
    expect(weight).toHaveAttribute('max', '80000');
    expect(weight).toHaveAttribute('step', '0.1');
    expect(weight).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Company').parentElement).toHaveTextContent('Company *');
  });

  it('does not validate on blur, so nothing moves under the pointer before the first submit', async () => {
    const { user } = setup();
    const form = screen.getByRole('form', { name: 'Shipment' });
    const before = form.innerHTML;
    await user.click(screen.getByRole('textbox', { name: /Company/ }));
    await user.click(screen.getByRole('textbox', { name: /Contact/ }));
    await user.click(screen.getByRole('spinbutton', { name: 'Weight' }));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(form.innerHTML).toBe(before);
  });

  it('on an invalid submit shows every error and focuses the first invalid field on the page', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Contact is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('after the first submit, clears an error as soon as the field is fixed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Company is required');
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
    expect(screen.queryByText('Company is required')).not.toBeInTheDocument();
    expect(screen.getByText('Contact is required')).toBeInTheDocument();
  });

  it("hands over the schema's converted value", async () => {
    const { user, onSave } = setup();
    await user.type(screen.getByRole('textbox', { name: /Company/ }), '  Acme  ');
    await user.type(screen.getByRole('textbox', { name: /Contact/ }), 'Dana');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight' }), '1200.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ company: 'Acme', contact: 'Dana', weight: 1200.5 });
  });

  it("shows a server 400's field messages on their fields and focuses the first", async () => {
    const serverError = {
      status: 400,
      message: '400: ...',
      data: { message: 'Contact is not on file', errors: { contact: 'Contact is not on file' } },
    };
    const { user, onSave } = setup({ serverError });
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: /Contact/ }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact is not on file')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: /Contact/ })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('loads a lazy schema on first focus, then states its limits', async () => {
    const { user } = setup({ lazy: true });
    const company = screen.getByRole('textbox', { name: /Company/ });
    expect(company).not.toHaveAttribute('maxlength');
    await user.click(company);
    await act(() => Promise.resolve());
    expect(company).toHaveAttribute('maxlength', '40');
  });

  it('says the service could not be reached when a lazy schema fails to load, and saves on Retry', async () => {
    let online = false;
    const loadSchema = async () => {
      if (!online) throw new Error('chunk failed');
      return shipmentSchema;
    };
    const { onSave, user } = setup({ lazy: true, loadSchema });
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme');
    await user.type(screen.getByRole('textbox', { name: /Contact/ }), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: we could not reach the service. Please try again.',
    );
    expect(onSave).not.toHaveBeenCalled();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onSave).toHaveBeenCalledWith({ company: 'Acme', contact: 'Ann' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
