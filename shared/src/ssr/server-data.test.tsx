import { render, screen } from '@testing-library/react';
import {
  SERVER_DATA_ID,
  ServerData,
  ServerDataProvider,
  readServerRender,
  useServerData,
} from './index';

function page(data: string | null): void {
  document.body.innerHTML =
    '<div id="root"></div>' +
    (data === null
      ? ''
      : `<script type="application/json" id="${SERVER_DATA_ID}">${data}</script>`);
}

function Show({ dataKey }: { dataKey: string }) {
  const value = useServerData().get<{ id: number }>(dataKey);
  return <p>{value ? `id ${value.id}` : 'none'}</p>;
}

describe('server data', () => {
  it('reads what the server rendered with out of the page', () => {
    page('{"currency":"USD","signedIn":true,"data":{"/1/property?currency=USD":{"id":1}}}');
    const state = readServerRender();
    expect(state).toEqual({
      currency: 'USD',
      signedIn: true,
      data: { '/1/property?currency=USD': { id: 1 } },
    });
  });

  it('is null without a script, with broken JSON or with the wrong shape', () => {
    page(null);
    expect(readServerRender()).toBeNull();
    page('{not json');
    expect(readServerRender()).toBeNull();
    page('{"currency":"USD","data":[]}');
    expect(readServerRender()).toBeNull();
  });

  it('gives each answer to its exact key only, and nothing once cleared', () => {
    const data = new ServerData({ '/a?x=1': { id: 7 } });
    expect(data.get('/a?x=1')).toEqual({ id: 7 });
    expect(data.get('/a?x=2')).toBeUndefined();
    expect(data.get('toString')).toBeUndefined();
    data.clear();
    expect(data.get('/a?x=1')).toBeUndefined();
  });

  it('hands each render tree its own answers through context', () => {
    render(
      <>
        <ServerDataProvider data={new ServerData({ k: { id: 1 } })}>
          <Show dataKey="k" />
        </ServerDataProvider>
        <ServerDataProvider data={new ServerData({ k: { id: 2 } })}>
          <Show dataKey="k" />
        </ServerDataProvider>
        <Show dataKey="k" />
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'id 1',
      'id 2',
      'none',
    ]);
  });
});
