import type { UploadProgressListener, UserEnvelope } from '@phuket/shared/api/account';
import type { User } from '@phuket/shared/domain';
import { apiError, deferred } from '../../test/api-error';
import { CodeChangeFlow } from './code-change';
import {
  MAX_IMAGE_BYTES,
  TOO_LARGE_MESSAGE,
  WRONG_TYPE_MESSAGE,
  ImageUpload,
  checkImageFile,
} from './image-upload';
import { NameForm } from './name-form';
import { NotificationsForm } from './notifications-form';
import { PasswordForm } from './password-form';

const user: User = {
  id: 7,
  name: 'Nok Broker',
  email: 'nok@example.com',
  phone: '+66812345678',
  avatar_path: null,
  company_logo_path: null,
  currency: 'THB',
  role: 'broker',
  email_verified: true,
  show_email: false,
  show_phone: false,
};

function file(name: string, type: string, size: number): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

const fakePreview = () => ({
  created: [] as string[],
  revoked: [] as string[],
  create(chosen: File) {
    const url = `blob:${chosen.name}`;
    this.created.push(url);
    return url;
  },
  revoke(url: string) {
    this.revoked.push(url);
  },
});

describe('upload client checks', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 1000, null],
    ['photo.png', 'image/png', MAX_IMAGE_BYTES, null],
    ['photo.webp', 'image/webp', 5000, null],
    ['photo.gif', 'image/gif', 1000, WRONG_TYPE_MESSAGE],
    ['photo.svg', 'image/svg+xml', 1000, WRONG_TYPE_MESSAGE],
    ['cv.pdf', 'application/pdf', 1000, WRONG_TYPE_MESSAGE],
    ['nothing', '', 1000, WRONG_TYPE_MESSAGE],
    ['huge.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1, TOO_LARGE_MESSAGE],
  ])('%s (%s, %d bytes) -> %p', (name, type, size, message) => {
    expect(checkImageFile({ type, size })).toBe(message);
    expect(checkImageFile(file(name, type, size))).toBe(message);
  });

  it('a refused file is never uploaded', async () => {
    const upload = jest.fn<Promise<UserEnvelope>, [File, UploadProgressListener]>();
    const slot = new ImageUpload({ upload, onUser: jest.fn(), preview: fakePreview() });
    expect(await slot.choose(file('big.png', 'image/png', 11 * 1024 * 1024))).toBe(false);
    expect(slot.error).toBe(TOO_LARGE_MESSAGE);
    expect(await slot.choose(file('doc.pdf', 'application/pdf', 10))).toBe(false);
    expect(slot.error).toBe(WRONG_TYPE_MESSAGE);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows a preview and the progress, then hands the user on', async () => {
    const call = deferred<UserEnvelope>();
    let report: UploadProgressListener = () => undefined;
    const onUser = jest.fn();
    const preview = fakePreview();
    const slot = new ImageUpload({
      upload: (_file, onProgress) => {
        report = onProgress;
        return call.promise;
      },
      onUser,
      preview,
    });
    const done = slot.choose(file('me.png', 'image/png', 2048));
    expect([slot.uploading, slot.progress, slot.previewUrl]).toEqual([true, 0, 'blob:me.png']);
    report(0.4);
    expect(slot.progress).toBe(0.4);
    report(0.2); // a late event never moves the bar back
    expect(slot.progress).toBe(0.4);
    call.resolve({ user: { ...user, avatar_path: 'avatars/7.webp' } });
    expect(await done).toBe(true);
    expect(onUser).toHaveBeenCalledWith(expect.objectContaining({ avatar_path: 'avatars/7.webp' }));
    expect([slot.uploading, slot.done, slot.previewUrl]).toEqual([false, true, null]);
    expect(preview.revoked).toEqual(['blob:me.png']);
  });

  it("explains the server's refusals", async () => {
    const tooLarge = new ImageUpload({
      upload: () => Promise.reject(apiError(413, { message: 'Payload Too Large' })),
      onUser: jest.fn(),
      preview: fakePreview(),
    });
    expect(await tooLarge.choose(file('a.jpg', 'image/jpeg', 100))).toBe(false);
    expect(tooLarge.error).toBe(TOO_LARGE_MESSAGE);

    const wrongType = new ImageUpload({
      upload: () =>
        Promise.reject(
          apiError(422, {
            message: 'The file must be a JPEG, PNG or WebP image.',
            errors: { file: ['The file must be a JPEG, PNG or WebP image.'] },
          }),
        ),
      onUser: jest.fn(),
      preview: fakePreview(),
    });
    expect(await wrongType.choose(file('fake.png', 'image/png', 100))).toBe(false);
    expect([wrongType.error, wrongType.previewUrl, wrongType.uploading]).toEqual([
      'The file must be a JPEG, PNG or WebP image.',
      null,
      false,
    ]);
  });
});

describe('CodeChangeFlow (email / phone)', () => {
  function emailFlow(overrides: Partial<ConstructorParameters<typeof CodeChangeFlow>[0]> = {}) {
    const deps = {
      field: 'email' as const,
      request: jest.fn<Promise<unknown>, [string]>().mockResolvedValue({ message: 'sent' }),
      verify: jest
        .fn<Promise<UserEnvelope>, [string]>()
        .mockResolvedValue({ user: { ...user, email: 'new@example.com' } }),
      onUser: jest.fn(),
      ...overrides,
    };
    const flow = new CodeChangeFlow(deps, (target) =>
      target.includes('@') ? null : 'Enter a valid email address.',
    );
    return { deps, flow };
  }

  it('sends a code to the new address, then confirms it and hands the user on', async () => {
    const { deps, flow } = emailFlow();
    flow.setTarget('nope');
    expect(await flow.request()).toBe(false);
    expect(flow.targetError).toBe('Enter a valid email address.');
    flow.setTarget(' new@example.com ');
    expect(await flow.request()).toBe(true);
    expect(deps.request).toHaveBeenCalledWith('new@example.com');
    expect([flow.step, flow.notice]).toEqual([
      'code',
      'We have sent a 6-digit code to new@example.com.',
    ]);
    flow.setCode('12');
    expect(await flow.verify()).toBeNull();
    expect(flow.codeError).toBe('Enter the 6-digit code.');
    flow.setCode('654321');
    expect(await flow.verify()).toEqual(expect.objectContaining({ email: 'new@example.com' }));
    expect(deps.verify).toHaveBeenCalledWith('654321');
    expect(deps.onUser).toHaveBeenCalledWith(expect.objectContaining({ email: 'new@example.com' }));
    expect([flow.step, flow.target, flow.notice]).toEqual([
      'enter',
      '',
      'Saved. Your email is now new@example.com.',
    ]);
  });

  it("uses the field's own verdict (the phone input) before sending", async () => {
    const { deps, flow } = emailFlow({ field: 'phone' });
    flow.setTarget('+661', 'The phone number is too short.');
    expect(await flow.request()).toBe(false);
    expect(flow.targetError).toBe('The phone number is too short.');
    expect(deps.request).not.toHaveBeenCalled();
  });

  it('a wrong code stays on the code step; a taken address goes back to the first step', async () => {
    const { flow } = emailFlow({
      verify: jest
        .fn()
        .mockRejectedValueOnce(
          apiError(422, { message: 'Wrong code.', errors: { code: ['Wrong code.'] } }),
        )
        .mockRejectedValueOnce(
          apiError(422, {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          }),
        ),
    });
    flow.setTarget('new@example.com');
    await flow.request();
    flow.setCode('111111');
    await flow.verify();
    expect([flow.step, flow.codeError]).toEqual(['code', 'Wrong code.']);
    flow.setCode('222222');
    await flow.verify();
    expect([flow.step, flow.targetError]).toEqual(['enter', 'The email has already been taken.']);
  });
});

describe('NameForm and PasswordForm', () => {
  it('saves the name and hands the user on', async () => {
    const onUser = jest.fn();
    const updateProfile = jest.fn().mockResolvedValue({ user: { ...user, name: 'Nok' } });
    const form = new NameForm({ updateProfile, onUser }, user.name);
    form.setName('   ');
    expect(await form.save()).toBe(false);
    form.setName(' Nok ');
    expect(await form.save()).toBe(true);
    expect(updateProfile).toHaveBeenCalledWith({ name: 'Nok' });
    expect(onUser).toHaveBeenCalledWith(expect.objectContaining({ name: 'Nok' }));
    expect(form.saved).toBe(true);
  });

  it('checks the new password and shows a wrong current password under its field', async () => {
    const changePassword = jest
      .fn()
      .mockRejectedValueOnce(
        apiError(422, {
          message: 'The current password is incorrect.',
          errors: { current_password: ['The current password is incorrect.'] },
        }),
      )
      .mockResolvedValueOnce({ message: 'Password changed.' });
    const form = new PasswordForm({ changePassword });
    form.setCurrentPassword('Old-password-1');
    form.setPassword('Old-password-1');
    form.setPasswordConfirmation('Old-password-1');
    expect(await form.save()).toBe(false);
    expect(form.errors.password).toBe('The new password must be different from the current one.');
    form.setPassword('New-password-2');
    form.setPasswordConfirmation('New-password-2');
    expect(await form.save()).toBe(false);
    expect(form.errors.current_password).toBe('The current password is incorrect.');
    form.setCurrentPassword('Right-password-1');
    expect(await form.save()).toBe(true);
    expect(changePassword).toHaveBeenLastCalledWith({
      current_password: 'Right-password-1',
      password: 'New-password-2',
      password_confirmation: 'New-password-2',
    });
    expect([form.saved, form.currentPassword, form.password]).toEqual([true, '', '']);
  });

  it("refuses a new password that is easy to guess, the person's own name included", async () => {
    const changePassword = jest.fn().mockResolvedValue({ message: 'Password changed.' });
    const form = new PasswordForm(
      { changePassword },
      { email: 'nok@example.com', name: 'Wirapongchai Saetang' },
    );
    form.setCurrentPassword('Right-password-1');
    for (const weak of ['aaaaaaa1', 'password123', 'wirapongchai1990']) {
      form.setPassword(weak);
      form.setPasswordConfirmation(weak);
      expect(await form.save()).toBe(false);
      expect(form.errors.password).toMatch(/^This password is too easy to guess\. \S/);
      expect(form.saving).toBe(false);
    }
    expect(changePassword).not.toHaveBeenCalled();
  });
});

describe('NotificationsForm', () => {
  it('loads the preferences, toggles and saves them', async () => {
    const loaded = { new_listings: true, price_changes: false, newsletter: false, messages: true };
    const updateNotifications = jest.fn(async (value: typeof loaded) => ({ notifications: value }));
    const form = new NotificationsForm({
      getNotifications: async () => ({ notifications: loaded }),
      updateNotifications,
    });
    expect(await form.save()).toBe(false); // nothing loaded yet
    await form.load();
    form.toggle('newsletter', true);
    expect(await form.save()).toBe(true);
    expect(updateNotifications).toHaveBeenCalledWith({ ...loaded, newsletter: true });
    expect(form.values?.newsletter).toBe(true);
  });

  it('offers a retry when loading fails', async () => {
    const form = new NotificationsForm({
      getNotifications: () => Promise.reject(apiError(500, { message: 'Server error' })),
      updateNotifications: jest.fn(),
    });
    await form.load();
    expect([form.values, form.loadError]).toEqual([null, 'Server error']);
  });
});
