// Each engine reaches the site through a front door of its own: a small HTTP proxy that notes
// every answer of 400 or more and can hold one file back. WebKit's WebDriver (WebKitGTK 2.50)
// has no BiDi, so it reports neither network events nor console messages: the door is how
// both engines' failed requests are seen alike, and for WebKit it also puts a recorder of
// console errors at the top of each page, which reports to the door.
import http from 'node:http';

const RECORDER_PATH = '/__engines-smoke/recorder.js';
const REPORT_PATH = '/__engines-smoke/report';

/**
 * Runs in the page, before the site's own scripts: console.error calls, uncaught errors,
 * unhandled rejections and CSP violations, each sent to the door as it happens (a beacon
 * survives the page being left).
 */
function recordConsole() {
  const { document, navigator, window } = globalThis;
  const describeValue = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  // REPORT_PATH, written out: this function runs in the page, without this module's scope.
  const report = (text) => navigator.sendBeacon('/__engines-smoke/report', text);
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    report(`console error: ${args.map(describeValue).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener('error', (event) => {
    // A failed image or script load is an event on that element: the door sees its answer.
    if (event instanceof window.ErrorEvent) {
      report(`page error: ${event.error ? describeValue(event.error) : event.message}`);
    }
  });
  window.addEventListener('unhandledrejection', (event) =>
    report(`page error: unhandled rejection: ${describeValue(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    report(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

/**
 * Opens a door on `port` to the site at `target` (http://host:port). `onProblem(text)` hears
 * each answer of 400 or more and, with `recordConsoleErrors`, each console error of the pages.
 */
export async function openFrontDoor({ port, target, onProblem, recordConsoleErrors }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  /** Paths whose next request is held back: path -> what to do with it, `(forwardIt) => void`. */
  const held = new Map();

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (recordConsoleErrors && path === RECORDER_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end(`(${recordConsole})();`);
      return;
    }
    if (path === REPORT_PATH && request.method === 'POST') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        onProblem(body);
        response.writeHead(204).end();
      });
      return;
    }
    const pathname = path.split('?')[0];
    const hold = held.get(pathname);
    // The first request only: a page that retries, or the next page, gets its answer.
    held.delete(pathname);
    if (hold) hold(() => forward(request, response));
    else forward(request, response);
  });

  /** Requests forwarded and not yet answered in full, and when the last one ended. */
  let inFlight = 0;
  let lastEnded = Date.now();

  function forward(request, response) {
    // Held until after the browser gave up on it: nobody to answer.
    if (response.destroyed) return;
    inFlight += 1;
    response.on('close', () => {
      inFlight -= 1;
      lastEnded = Date.now();
    });
    const isDocument = request.method === 'GET' && /text\/html/.test(request.headers.accept ?? '');
    const headers = { ...request.headers, host: upstream.host };
    // The recorder is written into the HTML, which the door reads as plain text.
    if (recordConsoleErrors && isDocument) headers['accept-encoding'] = 'identity';
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        if (status >= 400) onProblem(`HTTP ${status}: ${request.method} ${request.url}`);
        const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
        if (!(recordConsoleErrors && isDocument && html)) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const rest = { ...answer.headers };
        delete rest['content-length'];
        response.writeHead(status, rest);
        // Streamed HTML: pass it on as it comes, the recorder first thing in <head>.
        let injected = false;
        let pending = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => {
          if (injected) return void response.write(chunk);
          pending += chunk;
          const head = pending.indexOf('<head>');
          if (head === -1) return;
          const at = head + '<head>'.length;
          response.write(`${pending.slice(0, at)}<script src="${RECORDER_PATH}"></script>`);
          response.write(pending.slice(at));
          injected = true;
        });
        answer.on('end', () => response.end(injected ? undefined : pending));
      },
    );
    let abandoned = false;
    outgoing.on('error', (error) => {
      if (abandoned) return;
      onProblem(`request failed: ${request.method} ${request.url}: ${error.message}`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // The browser gave up on it (a navigation away): nothing more to send it.
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned = true;
      outgoing.destroy();
    });
    request.pipe(outgoing);
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    /** Holds back the next request for `path` until `release()`. */
    hold(path) {
      let forwardHeld = null;
      held.set(path, (forwardIt) => (forwardHeld = forwardIt));
      return {
        requested: () => forwardHeld !== null,
        release() {
          held.delete(path);
          forwardHeld?.();
        },
      };
    },
    /** Whether no request has been on its way for `ms` (a held one does not count). */
    quietFor(ms) {
      return inFlight === 0 && Date.now() - lastEnded >= ms;
    },
    close() {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
