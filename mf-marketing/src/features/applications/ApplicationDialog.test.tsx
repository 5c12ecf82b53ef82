import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_FIELD_MESSAGES, APPLICATION_MESSAGES } from '@freight/contracts';
import { ApplicationDialog, type ApplicationKind } from './ApplicationDialog';
import { fetchAnswer, renderInArea } from '@freight/runtime/testing';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => fetchAnswer(200, []));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderDialog(kind: ApplicationKind) {
  const onClose = jest.fn();
  const view = renderInArea(<ApplicationDialog kind={kind} open onClose={onClose} />);
  return { ...view, onClose };
}

const pdf = () => new File(['%PDF-1.4'], 'cdl.pdf', { type: 'application/pdf' });

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Sam');
  await user.type(screen.getByLabelText(/Last Name/), 'Ray');
  await user.type(screen.getByLabelText(/^Email/), 'sam@driver.test');
  await user.type(screen.getByLabelText(/^Phone/), '555-222-3333');
  await user.type(screen.getByRole('combobox', { name: /Address/ }), '1 Main St, Dallas, TX');
  await user.type(screen.getByLabelText(/CDL Number/), 'TX123');
  await user.selectOptions(screen.getByLabelText(/CDL Class/), 'A');
  await user.type(screen.getByLabelText(/Years of Experience/), '3');
}

describe('driver application', () => {
  it('defaults DUI and accident history to no and asks for details only after yes', async () => {
    const user = userEvent.setup();
    renderDialog('driver');
    expect(screen.getByRole('dialog', { name: 'Driver Application' })).toBeInTheDocument();
    const dui = screen.getByRole('group', { name: 'Any DUI in your history?' });
    expect(dui.querySelector('input[value="no"]')).toBeChecked();
    const accidents = screen.getByRole('group', { name: 'Any accidents in your history?' });
    expect(accidents.querySelector('input[value="no"]')).toBeChecked();
    expect(screen.queryByLabelText(/Accident Details/)).not.toBeInTheDocument();
    await user.click(accidents.querySelector('input[value="yes"]') as HTMLElement);
    expect(screen.getByLabelText(/Accident Details/)).toBeInTheDocument();
  });

  it('shows the field messages and the validation summary under Submit, focusing the first field', async () => {
    const user = userEvent.setup();
    const { services } = renderDialog('driver');
    await user.type(screen.getByLabelText(/Years of Experience/), '0');
    await user.click(
      screen
        .getByRole('group', { name: 'Any accidents in your history?' })
        .querySelector('input[value="yes"]') as HTMLElement,
    );
    await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
    expect(await screen.findByText(APPLICATION_FIELD_MESSAGES.yearsExperience)).toBeInTheDocument();
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'cdlNumber',
      'cdlClass',
      'accidentDetails',
    ] as const) {
      expect(screen.getByText(APPLICATION_FIELD_MESSAGES[field])).toBeInTheDocument();
    }
    const summary = screen.getByText('Form Validation Error').closest('[role="alert"]');
    expect(summary).toHaveTextContent(
      'Form Validation Error Please check all required fields and fix any errors before submitting.',
    );
    expect(screen.getByText(APPLICATION_MESSAGES.missingFileDescription)).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveFocus();
    expect(services.toast.show).not.toHaveBeenCalled();
  });

  it('validates on submit, not on leaving a field: nothing moves before the first click lands', async () => {
    const user = userEvent.setup();
    renderDialog('driver');
    const form = screen.getByRole('form', { name: 'Driver Application' });
    await user.click(screen.getByLabelText(/First Name/));
    const before = form.innerHTML;
    const dui = screen.getByRole('group', { name: 'Any DUI in your history?' });
    await user.click(dui.querySelector('input[value="yes"]') as HTMLElement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dui.querySelector('input[value="yes"]')).toBeChecked();
    expect(form.innerHTML.replace(/checked=""/g, '')).toBe(before.replace(/checked=""/g, ''));
  });

  it('gives every field the limits of the application schema', () => {
    renderDialog('driver');
    expect(screen.getByLabelText(/First Name/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/First Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /Address/ })).toHaveAttribute('maxlength', '300');
    expect(screen.getByLabelText(/Years of Experience/)).toHaveAttribute('min', '1');
    expect(screen.getByLabelText(/Years of Experience/)).toHaveAttribute('max', '60');
    expect(screen.getByLabelText(/Previous Employer/)).not.toHaveAttribute('aria-required');
  });

  it('asks before Escape discards a started application', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog('driver');
    await user.type(screen.getByLabelText(/First Name/), 'Sam');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: /Discard what you entered/ })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses to send without a CDL document', async () => {
    const user = userEvent.setup();
    renderDialog('driver');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
    const summary = (await screen.findByText('Missing Required File')).closest('[role="alert"]');
    expect(summary).toHaveTextContent('Please upload your CDL document before submitting.');
    expect(screen.getByLabelText(/CDL Document/)).toHaveFocus();
    expect(screen.getByLabelText(/CDL Document/)).toHaveAccessibleDescription(
      /Please upload your CDL document before submitting\./,
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/applications/driver', expect.anything());
  });

  it('checks the chosen file type and size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog('driver');
    const input = screen.getByLabelText(/CDL Document/);
    await user.upload(input, new File(['x'], 'cdl.gif', { type: 'image/gif' }));
    expect(screen.getByText('Invalid file type. Allowed: .pdf, .jpg, .jpeg, .png')).toHaveAttribute(
      'role',
      'alert',
    );
    const big = new File(['x'], 'cdl.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText('File size must be less than 10MB')).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends multipart data with the files, then toasts, resets and closes', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation((url: string) =>
      fetchAnswer(
        url === '/api/applications/driver' ? 201 : 200,
        url.startsWith('/api/geo') ? [] : { id: 'a1' },
      ),
    );
    const { services, onClose } = renderDialog('driver');
    await fillPerson(user);
    await user.upload(screen.getByLabelText(/CDL Document/), pdf());
    await user.click(screen.getByRole('checkbox', { name: /available to start immediately/ }));
    await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/applications/driver');
    const body = init.body as FormData;
    expect(body.get('firstName')).toBe('Sam');
    expect(body.get('yearsExperience')).toBe('3');
    expect(body.get('hasDui')).toBe('no');
    expect(body.get('isAvailableImmediately')).toBe('true');
    expect((body.get('cdlDocument') as File).name).toBe('cdl.pdf');
    expect(body.get('medicalCard')).toBeNull();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Application Submitted',
      description:
        "Thank you for your interest! We'll review your application and contact you soon.",
    });
  });

  it('shows the failure toast and stays open when the server fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation((url: string) =>
      url === '/api/applications/driver' ? fetchAnswer(400, {}) : fetchAnswer(200, []),
    );
    const { services, onClose } = renderDialog('driver');
    await fillPerson(user);
    await user.upload(screen.getByLabelText(/CDL Document/), pdf());
    await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to submit application. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Sam');
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503', () => fetchAnswer(503, { message: 'Service Unavailable' })],
  ])(
    'says the service could not be reached on %s, keeps everything, and Retry sends it',
    async (_name, failure) => {
      const user = userEvent.setup();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let failing = true;
      fetchMock.mockImplementation((url: string) => {
        if (url !== '/api/applications/driver') return fetchAnswer(200, []);
        if (failing) return failure();
        return fetchAnswer(201, { id: 'a1' });
      });
      const { onClose } = renderDialog('driver');
      await fillPerson(user);
      await user.upload(screen.getByLabelText(/CDL Document/), pdf());
      await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Network error: we could not reach the service.');
      expect(screen.getByLabelText(/First Name/)).toHaveValue('Sam');
      expect(onClose).not.toHaveBeenCalled();
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const sent = fetchMock.mock.calls.filter(([url]) => url === '/api/applications/driver');
      expect(sent).toHaveLength(2);
      expect((sent[1]![1].body as FormData).get('cdlDocument')).toBeInstanceOf(File);
    },
  );
});

describe('owner-operator application', () => {
  it('offers the truck fields with their defaults, makes and limits', async () => {
    const user = userEvent.setup();
    renderDialog('owner-operator');
    expect(screen.getByRole('dialog', { name: 'Owner Operator Application' })).toBeInTheDocument();
    const year = screen.getByLabelText(/Truck Year/);
    expect(year).toHaveValue(new Date().getFullYear());
    expect(year).toHaveAttribute('min', '2010');
    expect(year).toHaveAttribute('max', String(new Date().getFullYear() + 1));
    const makes = Array.from(
      (screen.getByLabelText(/Truck Make/) as HTMLSelectElement).options,
    ).map((option) => option.text);
    expect(makes.slice(1)).toEqual([
      'Freightliner',
      'Peterbilt',
      'Kenworth',
      'Volvo',
      'Mack',
      'International',
      'Western Star',
      'Other',
    ]);
    const maintenance = Array.from(
      (screen.getByLabelText(/Maintenance/) as HTMLSelectElement).options,
    ).map((option) => option.text);
    expect(maintenance.slice(1)).toEqual(['Escrow Account', 'Self-Maintenance']);
    expect(screen.getByLabelText(/Truck VIN/)).toHaveAttribute('maxLength', '17');
    await user.clear(year);
    await user.type(year, '2009');
    await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.submit }));
    for (const field of [
      'truckYear',
      'truckMake',
      'truckModel',
      'truckVin',
      'maintenanceChoice',
    ] as const) {
      expect(await screen.findByText(APPLICATION_FIELD_MESSAGES[field])).toBeInTheDocument();
    }
  });
});
