import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverDataKeys, setApiAdapter } from '@phuket/shared/api';
import { ServerData, ServerDataProvider } from '@phuket/shared/ssr';
import { LocationSearch } from './LocationSearch';

// The areas listed before anything is typed: from the server's answers when the page was
// server-rendered (no request while it hydrates), else fetched.

const AREAS = [
  { id: 1, name: 'Kata' },
  { id: 2, name: 'Patong' },
];

let requested: string[];

beforeEach(() => {
  requested = [];
  setApiAdapter(async (config) => {
    requested.push(config.url ?? '');
    return {
      data: config.url === '/locations' ? [{ id: 3, name: 'Rawai' }] : [],
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  });
});

afterAll(() => setApiAdapter(undefined));

async function openList() {
  await userEvent.click(screen.getByRole('combobox'));
  return screen.findAllByRole('option');
}

it('lists the areas the server rendered the page with, asking the API nothing', async () => {
  await act(async () => {
    render(
      <ServerDataProvider data={new ServerData({ [serverDataKeys.locations()]: AREAS })}>
        <LocationSearch
          onChoose={() => undefined}
          onEdit={() => undefined}
          onSearch={() => undefined}
        />
      </ServerDataProvider>,
    );
  });
  const options = await openList();
  expect(options.map((option) => option.textContent)).toEqual(['Kata', 'Patong']);
  expect(requested).toEqual([]);
});

it('fetches the areas on a page the server did not render', async () => {
  await act(async () => {
    render(
      <LocationSearch
        onChoose={() => undefined}
        onEdit={() => undefined}
        onSearch={() => undefined}
      />,
    );
  });
  const options = await openList();
  expect(options.map((option) => option.textContent)).toEqual(['Rawai']);
  expect(requested).toEqual(['/locations']);
});
