import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootStore, RootStoreProvider } from '@phuket/shared/stores';
import { ENQUIRY_MESSAGES, ENQUIRY_SENT, ENQUIRY_SENT_WITH_COPY } from '../contract/enquiry-rules';
import { EnquiryForm, type SendEnquiry } from './EnquiryForm';

function renderForm(send: SendEnquiry, store = new RootStore(), sendingOff?: string) {
  render(
    <RootStoreProvider store={store}>
      <EnquiryForm
        path="/7/property/enquiry"
        subject="Sea view villa"
        pagePath="/properties/7"
        send={send}
        {...(sendingOff === undefined ? {} : { sendingOff })}
      />
    </RootStoreProvider>,
  );
  return store;
}

describe('EnquiryForm', () => {
  it('starts with a message naming the page, and keeps the honeypot out of reach', () => {
    renderForm(jest.fn());
    expect(screen.getByLabelText('Message')).toHaveValue(
      'Hello, I am interested in Sea view villa (http://localhost/properties/7). Please contact me.',
    );
    const trap = document.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('shows each problem under its field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    renderForm(send);
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(ENQUIRY_MESSAGES.name);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      ENQUIRY_MESSAGES.email,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      ENQUIRY_MESSAGES.messageShort,
    );
    expect(screen.getByText(ENQUIRY_MESSAGES.phoneNeeded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('says a copy was emailed only when the API sent one', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async () => ({
      message: ENQUIRY_SENT_WITH_COPY,
    }));
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(ENQUIRY_SENT_WITH_COPY),
    );
    // Without a copy, the confirmation promises none.
    expect(ENQUIRY_SENT).not.toMatch(/copy/);
  });

  it('sends to the given path and says so in a live region', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async () => ({
      message: ENQUIRY_SENT,
    }));
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), '  Nok ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENQUIRY_SENT));
    expect(send).toHaveBeenCalledWith('/7/property/enquiry', {
      name: 'Nok',
      email: 'nok@example.com',
      phone: null,
      message:
        'Hello, I am interested in Sea view villa (http://localhost/properties/7). Please contact me.',
      preferred_contact: 'email',
    });
  });

  it("drops each field's message once that field is right, and only that one", async () => {
    const user = userEvent.setup();
    renderForm(jest.fn());
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const name = screen.getByLabelText('Name');
    const email = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByLabelText('Message');
    expect(screen.getByText(ENQUIRY_MESSAGES.phoneNeeded)).toBeInTheDocument();

    await user.type(name, 'Nok');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ENQUIRY_MESSAGES.name)).toBeNull();
    expect(email).toHaveAccessibleDescription(ENQUIRY_MESSAGES.email);

    await user.type(email, 'nok@example');
    expect(email).toHaveAccessibleDescription(ENQUIRY_MESSAGES.email);
    await user.type(email, '.com');
    expect(screen.queryByText(ENQUIRY_MESSAGES.email)).toBeNull();

    await user.type(message, ' about the pool');
    expect(screen.queryByText(ENQUIRY_MESSAGES.messageShort)).toBeNull();
    // Email needs no phone: the phone's message goes with the choice.
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.queryByText(ENQUIRY_MESSAGES.phoneNeeded)).toBeNull();
  });

  it('shows a confirmation in place of the form, and starts again only when asked', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async () => ({
      message: ENQUIRY_SENT,
    }));
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.type(screen.getByLabelText('Message'), ' Is it still free?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENQUIRY_SENT));
    expect(screen.getByRole('status')).toHaveFocus();
    // Nothing left to send twice by accident.
    expect(screen.queryByRole('button', { name: 'Send enquiry' })).toBeNull();
    expect(screen.queryByLabelText('Message')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another enquiry' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByLabelText('Name')).toHaveValue('Nok');
    expect(screen.getByLabelText('Message')).toHaveValue(
      'Hello, I am interested in Sea view villa (http://localhost/properties/7). Please contact me.',
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('offers WhatsApp and LINE as two choices', () => {
    renderForm(jest.fn());
    const choices = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['WhatsApp', 'LINE', 'Phone', 'Email']);
    expect(screen.queryByLabelText('LINE ID')).toBeNull();
  });

  it('asks for the LINE ID when LINE is chosen, not a phone, and sends it', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async () => ({
      message: ENQUIRY_SENT,
    }));
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('radio', { name: 'LINE' }));
    const lineId = screen.getByLabelText('LINE ID');
    expect(screen.getByText('Phone (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(lineId).toHaveAccessibleDescription(ENQUIRY_MESSAGES.lineIdNeeded);
    await waitFor(() => expect(lineId).toHaveFocus());

    await user.type(lineId, 'no spaces');
    expect(lineId).toHaveAccessibleDescription(ENQUIRY_MESSAGES.lineId);
    await user.clear(lineId);
    await user.type(lineId, 'nok.phuket');
    expect(lineId).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).toMatchObject({
      phone: null,
      preferred_contact: 'line',
      line_id: 'nok.phuket',
    });
  });

  it('drops the LINE ID field and its message when another way is chosen, and sends no ID', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async () => ({
      message: ENQUIRY_SENT,
    }));
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('radio', { name: 'LINE' }));
    await user.type(screen.getByLabelText('LINE ID'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByText(ENQUIRY_MESSAGES.lineId)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.queryByLabelText('LINE ID')).toBeNull();
    expect(screen.queryByText(ENQUIRY_MESSAGES.lineId)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[1]).not.toHaveProperty('line_id');
  });

  it('an API older than the two choices gets the enquiry as "WhatsApp or LINE", the ID in the message', async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async (_path, body) => {
      if (body.preferred_contact !== 'chat') {
        throw Object.assign(new Error('Request failed with status code 422'), {
          isAxiosError: true,
          response: {
            status: 422,
            data: {
              message: 'The selected preferred contact is invalid. (and 1 more error)',
              errors: {
                preferred_contact: ['The selected preferred contact is invalid.'],
                line_id: ['The line id field is not allowed.'],
              },
            },
          },
        });
      }
      return { message: ENQUIRY_SENT };
    });
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('radio', { name: 'LINE' }));
    await user.type(screen.getByLabelText('LINE ID'), 'nok.phuket');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ENQUIRY_SENT));
    expect(send).toHaveBeenCalledTimes(2);
    const retried = send.mock.calls[1]?.[1];
    expect(retried).toMatchObject({ preferred_contact: 'chat' });
    expect(retried).not.toHaveProperty('line_id');
    expect(retried?.message).toMatch(/Please contact me\.\n\nLINE ID: nok\.phuket$/);
  });

  it("shows the API's message under the LINE ID", async () => {
    const user = userEvent.setup();
    const send = jest.fn<ReturnType<SendEnquiry>, Parameters<SendEnquiry>>(async () => {
      throw Object.assign(new Error('Request failed with status code 422'), {
        isAxiosError: true,
        response: {
          status: 422,
          data: {
            message: ENQUIRY_MESSAGES.lineId,
            errors: { line_id: [ENQUIRY_MESSAGES.lineId] },
          },
        },
      });
    });
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('radio', { name: 'LINE' }));
    await user.type(screen.getByLabelText('LINE ID'), 'nok.phuket');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(screen.getByLabelText('LINE ID')).toHaveAccessibleDescription(ENQUIRY_MESSAGES.lineId),
    );
  });

  it('sends nothing from a preview, filled in or not, and says why', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    const why = 'This is a preview: enquiries can be sent once the listing is published.';
    renderForm(send, new RootStore(), why);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent(why);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('alert')).toHaveTextContent(why);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the API's field messages", async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => {
      throw Object.assign(new Error('422'), {
        isAxiosError: true,
        response: {
          status: 422,
          data: { message: 'Bad email', errors: { email: ['The email is not deliverable.'] } },
        },
      });
    });
    renderForm(send);
    await user.type(screen.getByLabelText('Name'), 'Nok');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nok@example.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'The email is not deliverable.',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("fills name and email from the signed-in visitor's profile", async () => {
    const store = new RootStore();
    renderForm(jest.fn(), store);
    act(() =>
      store.session.setUser({
        id: 3,
        name: 'Boris Broker',
        email: 'broker@example.com',
        phone: null,
        avatar_path: null,
        company_logo_path: null,
        currency: 'THB',
        role: 'broker',
        email_verified: true,
        show_email: false,
        show_phone: false,
      }),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Boris Broker');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('broker@example.com');
  });
});
