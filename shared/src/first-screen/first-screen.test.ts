import { renderHook } from '@testing-library/react';
import {
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_ID,
  isFirstScreenReady,
  markFirstScreenReady,
  onFirstScreenReady,
  primeFirstScreen,
  primedResponse,
  readFirstScreen,
  useFirstScreenReady,
} from './index';

function page(data: string | null): void {
  document.body.innerHTML =
    `<div id="${FIRST_SCREEN_ID}"><h1>Server</h1></div>` +
    (data === null
      ? ''
      : `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${data}</script>`) +
    '<div id="root"></div>';
}

beforeEach(() => {
  document.body.innerHTML = '';
  primeFirstScreen({});
});

describe('first screen data', () => {
  it('reads the server answers out of the page and gives each to its exact key only', () => {
    page('{"/1/property?currency=THB":{"id":1}}');
    expect(readFirstScreen()).toBe(true);
    expect(primedResponse('/1/property?currency=THB')).toEqual({ id: 1 });
    expect(primedResponse('/1/property?currency=USD')).toBeUndefined();
    expect(primedResponse('toString')).toBeUndefined();
  });

  it('says there is no first screen on pages without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstScreen()).toBe(false);
  });

  it('survives broken or missing data: the app then fetches for itself', () => {
    page('{not json');
    expect(readFirstScreen()).toBe(true);
    expect(primedResponse('/properties')).toBeUndefined();
    page(null);
    expect(readFirstScreen()).toBe(true);
    page('[1,2]');
    expect(readFirstScreen()).toBe(true);
    expect(primedResponse('0')).toBeUndefined();
  });
});

describe('hand-over', () => {
  it('tells every listener once, drops the answers, and tells late listeners at once', () => {
    primeFirstScreen({ '/properties': { data: [] } });
    const first = jest.fn();
    const second = jest.fn();
    onFirstScreenReady(first);
    const unsubscribe = onFirstScreenReady(second);
    unsubscribe();
    expect(isFirstScreenReady()).toBe(false);
    markFirstScreenReady();
    markFirstScreenReady();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(isFirstScreenReady()).toBe(true);
    expect(primedResponse('/properties')).toBeUndefined();
    const late = jest.fn();
    onFirstScreenReady(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('a page says ready only once what it shows first has rendered', () => {
    primeFirstScreen({});
    const listener = jest.fn();
    onFirstScreenReady(listener);
    const { rerender } = renderHook(({ ready }) => useFirstScreenReady(ready), {
      initialProps: { ready: false },
    });
    expect(listener).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
