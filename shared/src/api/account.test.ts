import {
  deleteSession,
  getNotifications,
  getSessions,
  updateAndConfirmEmail,
  uploadAvatar,
  uploadCompanyLogo,
  verifyCode,
} from './account';
import { logout, register } from './auth';
import { recordRequests } from '../test/record-requests';

// The auth and account client functions send the method, path and body the routes declare.

const sent = recordRequests();

it('fills the path parameters', async () => {
  await verifyCode('phone', '123456');
  await deleteSession(12);
  expect(sent.map((c) => [c.method, c.url, c.data])).toEqual([
    ['post', '/verify-code/phone', { code: '123456' }],
    ['delete', '/profile/sessions/12', undefined],
  ]);
});

it('sends the bodies as before: none to log out, {} to the body-less posts', async () => {
  await logout();
  await getNotifications();
  await getSessions();
  await updateAndConfirmEmail('new@example.com');
  await register({
    name: 'Ann',
    email: 'ann@example.com',
    password: 'secret-password',
    password_confirmation: 'secret-password',
    role: 'broker',
  });
  expect(sent.map((c) => [c.method, c.url])).toEqual([
    ['post', '/logout'],
    ['post', '/profile/get-notifications'],
    ['get', '/profile/sessions'],
    ['post', '/update-and-confirm-email'],
    ['post', '/register'],
  ]);
  expect(sent[0]?.data ?? undefined).toBeUndefined();
  expect(sent.slice(1).map((c) => c.data)).toEqual([
    {},
    undefined,
    { email: 'new@example.com' },
    expect.objectContaining({ email: 'ann@example.com', role: 'broker' }),
  ]);
});

it('uploads the image as multipart with its progress', async () => {
  const progress: number[] = [];
  await uploadAvatar(new Blob(['x']), (fraction) => progress.push(fraction));
  await uploadCompanyLogo(new Blob(['y']));
  expect(sent.map((c) => [c.method, c.url, c.data instanceof FormData])).toEqual([
    ['post', '/profile/upload-avatar', true],
    ['post', '/profile/upload-company-logo', true],
  ]);
  expect(typeof sent[0]?.config.onUploadProgress).toBe('function');
  expect(progress).toEqual([1]);
});
