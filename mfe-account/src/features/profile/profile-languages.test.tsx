import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSession } from '@phuket/shared/domain';
import type { Locale } from '@phuket/shared/i18n';
import { accountLimitMessage } from '@phuket/shared/contract';
import { LocaleProvider, sharedMessages } from '@phuket/shared/i18n';
import { apiError } from '../../test/api-error';
import { ImageSlot } from './ImageSlot';
import { accountMessages } from '../../common/messages';
import { SessionsSection } from './SessionsSection';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function device(id: number, name: string, minutes: number, current = false): UserSession {
  return {
    id,
    device: name,
    created_at: '2025-11-01T08:00:00.000Z',
    last_used_at: minutesAgo(minutes),
    current,
  };
}

function renderSessions(locale: Locale) {
  const list = [
    device(1, 'Chrome on Linux', 0, true),
    device(2, 'Safari on iPhone', 5),
    device(3, 'Firefox on Windows', 3 * 60),
    device(4, 'Edge on Windows', 22),
  ];
  const api = {
    getSessions: async () => ({ sessions: list }),
    signOutOtherSessions: async () => ({ message: 'Signed out.' }),
    deleteSession: async () => ({ message: 'Signed out.' }),
  };
  render(
    <LocaleProvider locale={locale}>
      <SessionsSection api={api} />
    </LocaleProvider>,
  );
}

beforeAll(async () => {
  await Promise.all([accountMessages.load('ru'), accountMessages.load('th')]);
});

describe('Signed-in devices in Russian', () => {
  it('names the devices, when each was active and how many others, in Russian plural forms', async () => {
    const user = userEvent.setup();
    renderSessions('ru');
    expect(
      screen.getByRole('heading', { name: 'Устройства со входом в аккаунт' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Это устройство')).toBeInTheDocument();
    expect(screen.getByText('Был активен 5 минут назад')).toBeInTheDocument();
    expect(screen.getByText('Был активен 22 минуты назад')).toBeInTheDocument();
    expect(screen.getByText('Был активен 3 часа назад')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Выйти на устройстве Safari on iPhone, был активен 5 минут назад',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти на всех других устройствах' }));
    expect(
      screen.getByRole('group', { name: /^Выйти на всех 3 других устройствах\?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });
});

describe('Signed-in devices in Thai', () => {
  it('speaks Thai', async () => {
    renderSessions('th');
    expect(screen.getByRole('heading', { name: 'อุปกรณ์ที่ลงชื่อเข้าใช้' })).toBeInTheDocument();
    expect(await screen.findByText('ใช้งานล่าสุดเมื่อ 5 นาทีที่แล้ว')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'ออกจากระบบในอุปกรณ์อื่นทั้งหมด' }),
    ).toBeInTheDocument();
  });
});

describe('An upload refused by the daily limit, in Thai', () => {
  beforeAll(async () => {
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    await sharedMessages.load('th');
  });

  it("says the API's 429 with its numbers in the page's language", async () => {
    const person = userEvent.setup();
    render(
      <LocaleProvider locale="th">
        <ImageSlot
          title="Profile photo"
          chooseLabel="Upload photo"
          currentUrl={null}
          placeholder="L"
          shape="round"
          upload={() =>
            Promise.reject(
              apiError(429, { message: accountLimitMessage('uploads', 2000, 45 * 60) }),
            )
          }
          onUser={jest.fn()}
        />
      </LocaleProvider>,
    );
    await person.upload(
      screen.getByLabelText('Upload photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'วันนี้คุณอัปโหลดไปแล้ว 2,000 ไฟล์ ซึ่งเป็นจำนวนสูงสุดที่หนึ่งบัญชีอัปโหลดได้ต่อวัน โปรดลองอีกครั้งในอีก 45 นาที',
    );
  });
});
