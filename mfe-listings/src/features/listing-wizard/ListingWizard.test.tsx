import { act, render, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { LocaleProvider, sharedMessages } from '@phuket/shared/i18n';
import { MemoryRouter } from '@phuket/shared/router';
import { listingsMessages } from '../../common/messages';
import { ListingWizard } from './ListingWizard';
import { ListingWizardStore } from './wizard-store';
import type { WizardApi } from './wizard-store';

// The wizard in Russian and Chinese: the step indicator, the step's heading and fields, the
// browser's own field checks and the links, all in the page's language.

const never = () => new Promise<never>(() => undefined);
const api: WizardApi = {
  create: never,
  saveStep: never,
  load: never,
  publish: never,
  // The selects' choices never come: nothing changes under the assertions.
  options: never,
};

async function renderWizard(locale: 'ru' | 'zh', step: number) {
  // The frame's words (Back, Next, the save status) are the shared catalog's.
  await Promise.all([listingsMessages.load(locale), sharedMessages.load(locale)]);
  const store = new ListingWizardStore(api, 60_000);
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}/listing/create`]}>
        <ListingWizard store={store} step={step} />
      </MemoryRouter>
    </LocaleProvider>,
  );
  return store;
}

describe('ListingWizard in other languages', () => {
  it('reads in Russian, with its field checks in Russian and links under /ru', async () => {
    const store = await renderWizard('ru', 1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Шаг 1 из 6: Основное' }),
    ).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Шаги объявления' });
    expect(within(steps).getByRole('link', { name: 'Шаг 2: Расположение' })).toHaveAttribute(
      'href',
      '/ru/listing/create',
    );
    expect(screen.getByRole('button', { name: 'Далее' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Тип недвижимости')).toBeInTheDocument();
    // Inside act: the re-render it causes is React's to finish before the assertions.
    act(() => runInAction(() => store.set('title', 'x'.repeat(300))));
    expect(await screen.findByText('Не более 255 символов.')).toBeInTheDocument();
    store.dispose();
  });

  it('reads in Chinese, numbers in its limits written its way', async () => {
    const store = await renderWizard('zh', 3);
    expect(
      screen.getByRole('heading', { level: 2, name: '第 3 步，共 6 步：价格与详情' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('卧室')).toBeInTheDocument();
    act(() => runInAction(() => store.set('area', '2000000')));
    expect(await screen.findByText('请输入 0 到 1,000,000 平方米之间的面积。')).toBeInTheDocument();
    store.dispose();
  });
});
