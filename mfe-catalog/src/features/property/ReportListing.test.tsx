import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiAdapter } from '@phuket/shared/api';
import { REPORT_MESSAGES } from '@phuket/shared/contract';
import { LocaleProvider, sharedMessages, type Locale } from '@phuket/shared/i18n';
import { propertyMessages } from './messages';
import { ReportListing } from './ReportListing';

// "Report this listing" over the real client function: only the HTTP exchange is answered from
// memory (setApiAdapter), so the path and body are those the API sees.

type Adapter = NonNullable<Parameters<typeof setApiAdapter>[0]>;
type Response = Awaited<ReturnType<Adapter>>;
interface Sent {
  method: string;
  url: string;
  data: unknown;
}

let sent: Sent[] = [];
let answer: { status: number; data: unknown } = { status: 201, data: {} };

beforeEach(() => {
  sent = [];
  answer = { status: 201, data: { message: REPORT_MESSAGES.received } };
  setApiAdapter(async (config): Promise<Response> => {
    sent.push({
      method: config.method ?? 'get',
      url: config.url ?? '',
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    });
    const response: Response = { ...answer, statusText: '', headers: {}, config };
    if (answer.status >= 400) {
      throw Object.assign(new Error('refused'), { isAxiosError: true, response, config });
    }
    return response;
  });
});
afterAll(() => setApiAdapter(undefined));

async function renderReport(locale: Locale = 'en') {
  await Promise.all([propertyMessages.load(locale), sharedMessages.load(locale)]);
  render(
    <LocaleProvider locale={locale}>
      <ReportListing listingId={12} />
    </LocaleProvider>,
  );
}

describe('ReportListing', () => {
  it('sends the chosen reason and the note, then thanks the visitor in place of the button', async () => {
    await renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The price is wrong' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Details' }),
      '  It is 9 M, not 6 M. ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'post',
          url: '/12/property/report',
          data: { reason: 'wrong_price', note: 'It is 9 M, not 6 M.' },
        },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. The site staff will look at this listing.',
    );
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for a reason, and for a note with "Something else", before sending anything', async () => {
    await renderReport();
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      within(dialog).getByRole('group', { name: 'What is wrong?' }),
    ).toHaveAccessibleDescription('Choose what is wrong.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      /Tell us what is wrong with this listing\./,
    );
    expect(sent).toEqual([]);
  });

  it('says in Russian when the address has sent too many reports, and keeps what was written', async () => {
    answer = {
      status: 429,
      data: { message: 'Too many attempts. Please try again in 3500 seconds.' },
    };
    await renderReport('ru');
    await userEvent.click(screen.getByRole('button', { name: 'Пожаловаться на объявление' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Похоже на мошенничество' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Вы отправили несколько жалоб за короткое время. Попробуйте ещё раз через час.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Похоже на мошенничество' })).toBeChecked();
  });
});
