import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import { setApiBase } from '@phuket/shared/api';
import { AreaErrorBoundary } from './RemoteArea';

/**
 * Only the HTTP boundary is replaced: a local server takes POST /api/client-errors, and the
 * boundary, the report and the real API client do the rest.
 */
const received: unknown[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'content-type, authorization');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/client-errors') {
        received.push(JSON.parse(body));
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  setApiBase('/api');
  await new Promise((resolve) => server.close(resolve));
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  received.length = 0;
  // React and the boundary log the throw; the test reads what was reported instead.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function Broken({ message }: { message: string }): never {
  throw new TypeError(message);
}

describe('AreaErrorBoundary', () => {
  it('shows Retry in place of a page that throws, and reports it once with its area', async () => {
    window.history.pushState({}, '', '/properties');
    const { unmount } = render(
      <AreaErrorBoundary remote="mfe-catalog">
        <Broken message="listing.photos is undefined" />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      kind: 'page-error',
      area: 'mfe-catalog',
      message: 'TypeError: listing.photos is undefined',
      path: '/properties',
      // The builds the page was made of (/config.json; none named in a test).
      builds: expect.objectContaining({ shell: null, 'mfe-catalog': null }),
    });
    unmount();

    // The same throw again on this page load (a remount, a second render): not reported again.
    render(
      <AreaErrorBoundary remote="mfe-catalog">
        <Broken message="listing.photos is undefined" />
      </AreaErrorBoundary>,
    );
    // Another area's throw is its own report.
    render(
      <AreaErrorBoundary remote="mfe-account">
        <Broken message="profile is null" />
      </AreaErrorBoundary>,
    );
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toMatchObject({ kind: 'page-error', area: 'mfe-account' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(2);
  });

  it('cuts a long message to the report limit instead of losing the report', async () => {
    window.history.pushState({}, '', '/listing');
    render(
      <AreaErrorBoundary remote="mfe-listings">
        <Broken message={'x'.repeat(5000)} />
      </AreaErrorBoundary>,
    );
    await waitFor(() => expect(received).toHaveLength(1));
    const report = received[0] as { message: string; path: string };
    expect(report.message).toHaveLength(1000);
    expect(report.path).toBe('/listing');
  });
});
