import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Locale } from '@phuket/shared/i18n';
import { LocaleProvider } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { RootStoreProvider } from '@phuket/shared/stores';
import { accountMessages } from '../../common/messages';
import { testStores } from '../../test/render';
import ForgotPage from './ForgotPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';

beforeAll(async () => {
  await Promise.all([accountMessages.load('ru'), accountMessages.load('zh')]);
});

/** `page` on a page of `locale`, its links under the language's prefix as the shell sets it. */
function renderIn(locale: Locale, path: string, page: ReactElement) {
  render(
    <LocaleProvider locale={locale}>
      <RootStoreProvider store={testStores()}>
        <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}${path}`]}>
          {page}
        </MemoryRouter>
      </RootStoreProvider>
    </LocaleProvider>,
  );
}

describe('the sign-in page in Russian', () => {
  it('speaks Russian, keeps /ru in its links, and says the form rules in Russian', async () => {
    const user = userEvent.setup();
    renderIn('ru', '/login', <LoginPage />);
    expect(screen.getByRole('heading', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать аккаунт' })).toHaveAttribute(
      'href',
      '/ru/register',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/ru/forgot',
    );
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите адрес электронной почты.')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль.')).toBeInTheDocument();
    expect(screen.getByLabelText('Эл. почта')).toHaveAccessibleDescription(
      'Введите адрес электронной почты.',
    );
  });

  it('gives the code hint its Russian plural form', () => {
    renderIn('ru', '/register', <RegisterPage />);
    expect(screen.getByRole('heading', { name: 'Создать аккаунт' })).toBeInTheDocument();
    // 8 takes the "many" form: символов.
    expect(screen.getByText('Не менее 8 символов.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Брокер (агент)' })).toBeChecked();
  });
});

describe('the account pages in Chinese', () => {
  it('registers in Chinese, validation messages included', async () => {
    const user = userEvent.setup();
    renderIn('zh', '/register', <RegisterPage />);
    expect(screen.getByRole('heading', { name: '创建账户' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), 'short');
    await user.click(screen.getByRole('button', { name: '创建账户' }));
    expect(await screen.findByText('密码至少需要 8 个字符。')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名。')).toBeInTheDocument();
    expect(screen.getByText('请输入电话号码。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/zh/login');
  });

  it('asks for a reset code in Chinese', () => {
    renderIn('zh', '/forgot', <ForgotPage api={{ forgotPassword: async () => ({}) }} />);
    expect(screen.getByRole('heading', { name: '忘记密码了？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送验证码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去输入' })).toHaveAttribute(
      'href',
      '/zh/reset-password',
    );
  });
});
