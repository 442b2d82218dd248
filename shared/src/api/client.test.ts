import { AxiosError } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, onTokenRejected } from './client';
import { tokenStorage } from './token-storage';

/** Answers every request with `status`; `during` runs while the request is "on the wire". */
function answerWith(status: number, during?: () => void): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) => {
    during?.();
    const response = { status, statusText: '', data: { message: 'x' }, headers: {}, config };
    return status < 400
      ? Promise.resolve(response)
      : Promise.reject(new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response));
  };
}

describe('a token the server refuses', () => {
  const listener = jest.fn();
  beforeEach(() => {
    listener.mockReset();
    onTokenRejected(listener);
  });
  afterEach(() => {
    onTokenRejected(null);
    tokenStorage.clear();
  });

  it('tells the listener when a request with the stored token gets 401', async () => {
    tokenStorage.set('token-a');
    await expect(apiClient.get('/user', { adapter: answerWith(401) })).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for other statuses, without a token, and for a token replaced meanwhile', async () => {
    tokenStorage.set('token-a');
    await expect(apiClient.get('/x', { adapter: answerWith(403) })).rejects.toThrow();
    await apiClient.get('/x', { adapter: answerWith(200) });
    await expect(
      apiClient.get('/x', { adapter: answerWith(401, () => tokenStorage.set('token-b')) }),
    ).rejects.toThrow();
    tokenStorage.clear();
    await expect(apiClient.get('/x', { adapter: answerWith(401) })).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});
