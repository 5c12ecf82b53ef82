import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_FIELD_MESSAGES, QUOTE_MESSAGES } from '@freight/contracts';
import { fetchAnswer, renderInArea } from '@freight/runtime/testing';
import { fakeUploader } from './documents/fakeUploader';
import { fillRequiredQuoteFields } from './fillQuoteFields';
import { QuoteModal } from './QuoteModal';

const fillRequired = (user: ReturnType<typeof userEvent.setup>) =>
  fillRequiredQuoteFields(user, 'ftl');

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderModal(freightType?: string) {
  const uploader = fakeUploader();
  const onClose = jest.fn();
  const view = renderInArea(
    <QuoteModal
      open
      onClose={onClose}
      freightType={freightType}
      phone="(815) 555-0142"
      email="dispatch@example.com"
      createUploader={() => uploader}
    />,
  );
  return { ...view, uploader, onClose };
}

describe('QuoteModal', () => {
  it('shows its title and subtitle and no inline-only fields', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Get Your Free Quote' });
    expect(dialog).toHaveAccessibleDescription(
      "Fill out the form below and we'll get back to you within 24 hours",
    );
    expect(screen.queryByLabelText('Driver Assistance')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Documents (optional)')).toBeInTheDocument();
  });

  it('names every missing required field', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    for (const message of [
      QUOTE_FIELD_MESSAGES.companyName,
      QUOTE_FIELD_MESSAGES.contactName,
      QUOTE_FIELD_MESSAGES.email,
      QUOTE_FIELD_MESSAGES.phone,
      QUOTE_FIELD_MESSAGES.pickupLocation,
      QUOTE_FIELD_MESSAGES.deliveryLocation,
      QUOTE_FIELD_MESSAGES.freightType,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalledWith('/api/quotes', expect.anything());
    expect(screen.getByLabelText(/Company Name/)).toHaveFocus();
  });

  it('gives every input the limit of the quote schema', () => {
    renderModal();
    expect(screen.getByLabelText(/Company Name/)).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText(/Company Name/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('maxlength', '30');
    expect(screen.getByRole('combobox', { name: /Pickup Location/ })).toHaveAttribute(
      'maxlength',
      '300',
    );
    expect(screen.getByLabelText(/^Weight/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/^Weight/)).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText(/Additional Information/)).toHaveAttribute('maxlength', '5000');
  });

  it('asks before Escape throws away a filled quote, and keeps it on Keep editing', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.type(screen.getByLabelText(/Company Name/), 'Keyboard Co');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: /Discard what you entered/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Keyboard Co');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the API's message for a refused field on that field", async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation((url: string) =>
      url === '/api/quotes'
        ? fetchAnswer(400, {
            message: QUOTE_FIELD_MESSAGES.phone,
            errors: { phone: QUOTE_FIELD_MESSAGES.phone },
          })
        : fetchAnswer(200, []),
    );
    renderModal();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    expect(await screen.findByText(QUOTE_FIELD_MESSAGES.phone)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
  });

  it('shows the optional requested date once a primary service is chosen', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(screen.queryByLabelText(/Requested Date/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Primary Service/), 'power-only');
    expect(screen.getByLabelText('Requested Date (optional)')).toBeInTheDocument();
  });

  it('starts with the service chosen by the opener', () => {
    renderModal('power-only');
    expect(screen.getByLabelText(/Primary Service/)).toHaveValue('power-only');
  });

  it('submits with the uploaded documents, then shows the confirmation view', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockImplementation((url: string) =>
      url === '/api/quotes'
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : fetchAnswer(200, []),
    );
    const { services, uploader } = renderModal();
    await fillRequired(user);
    act(() =>
      uploader.set([
        {
          id: 'f1',
          name: 'bol.pdf',
          size: 2048,
          percent: 100,
          state: 'complete',
          url: '/api/files/abc',
        },
      ]),
    );
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    const pending = await screen.findByRole('button', { name: QUOTE_MESSAGES.submittingModal });
    expect(pending).toBeDisabled();
    const body = JSON.parse(fetchMock.mock.calls.find(([url]) => url === '/api/quotes')[1].body);
    expect(body).toMatchObject({
      companyName: 'Acme Foods',
      freightType: 'ftl',
      pickupTimeType: 'flexible',
      documentsUrls: ['/api/files/abc'],
    });
    expect(body).not.toHaveProperty('driverAssistance');
    await act(async () =>
      answer(
        await fetchAnswer(201, {
          id: 'q1',
          status: 'pending',
          reference: 'Q-7K3M9P',
          confirmationMailed: true,
        }),
      ),
    );
    const success = await screen.findByRole('dialog', { name: QUOTE_MESSAGES.successViewTitle });
    expect(success).toHaveTextContent(`${QUOTE_MESSAGES.referenceLabel}: Q-7K3M9P`);
    expect(within(success).getByText(QUOTE_MESSAGES.referenceNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now: (815) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8155550142',
    );
    expect(screen.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
      'href',
      'mailto:dispatch@example.com',
    );
    expect(screen.getByText(QUOTE_MESSAGES.successViewNote)).toBeInTheDocument();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Quote Request Submitted',
      description: "We'll respond within 24 hours with a competitive quote.",
    });
  });

  it('keeps the form filled and shows the spec error toast when the server refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => fetchAnswer(400, {}));
    const { services } = renderModal();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: QUOTE_MESSAGES.submit }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to submit quote request. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Get Your Free Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Acme Foods');
  });

  it('waits for documents still uploading', async () => {
    const { uploader } = renderModal();
    act(() =>
      uploader.set([{ id: 'f1', name: 'a.pdf', size: 10, percent: 40, state: 'uploading' }]),
    );
    expect(screen.getByRole('button', { name: QUOTE_MESSAGES.submit })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'a.pdf upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
  });

  it('lists failed documents with their message, retry and remove', async () => {
    const user = userEvent.setup();
    const { uploader } = renderModal();
    act(() =>
      uploader.set([
        {
          id: 'f1',
          name: 'tool.pdf',
          size: 10,
          percent: 0,
          state: 'error',
          error: 'Invalid file type. Allowed: .pdf',
        },
      ]),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type. Allowed: .pdf');
    await user.click(screen.getByRole('button', { name: 'Retry tool.pdf' }));
    expect(uploader.retry).toHaveBeenCalledWith('f1');
    await user.click(screen.getByRole('button', { name: 'Remove tool.pdf' }));
    expect(screen.queryByText('tool.pdf')).not.toBeInTheDocument();
  });

  it('hands chosen files to the uploader and shows the ones it refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploader } = renderModal();
    const refusal = 'tool.exe: You can only upload: .pdf, .doc, .docx, .png, .jpg, .jpeg, .txt';
    (uploader.add as jest.Mock).mockResolvedValueOnce([refusal]);
    const file = new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' });
    await user.upload(screen.getByLabelText('Documents (optional)'), file);
    expect(uploader.add).toHaveBeenCalledWith([file]);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
