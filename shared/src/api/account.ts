import type { AxiosProgressEvent } from 'axios';
import type {
  AgentPageEnvelope,
  ChangePasswordBody,
  CheckResetCodeResponse,
  MessageBody,
  NotificationsEnvelope,
  NotificationPreferences as NotificationPreferencesBody,
  OutboxMessageJson,
  OutboxResponse,
  ResetPasswordBody,
  SessionsEnvelope,
  UpdateAgentPageBody,
  UpdateProfileBody,
  UpdateSettingsBody,
  UserEnvelope as UserEnvelopeBody,
  VerifyType,
} from '../contract';
import type { accountEndpoints } from '../contract/endpoints/account';
// Through @phuket/shared/api, not ./call: this subpath shares the one client (its adapter,
// locale and token listener) with the rest of the page.
import { apiClient, endpointCaller } from '@phuket/shared/api';
import { accountRoutes } from './generated/account';

// Account endpoints (profile, one-time codes, password reset, uploads, settings). One typed
// function per endpoint, typed by the contract's declarations; errors are re-thrown to the
// caller, who reads them with readApiError().

export type UserEnvelope = UserEnvelopeBody;
export type MessageResponse = MessageBody;
export type VerifyCodeType = VerifyType;
export type NotificationPreferences = NotificationPreferencesBody;
export type NotificationsResponse = NotificationsEnvelope;
export type ChangePasswordInput = ChangePasswordBody;
export type ResetPasswordInput = ResetPasswordBody;
export type ResetCodeCheck = CheckResetCodeResponse;
export type { AgentPageEnvelope, UpdateAgentPageBody };
export type OutboxMessage = OutboxMessageJson;
export type SessionsResponse = SessionsEnvelope;

/** Share of the upload sent so far, 0..1. */
export type UploadProgressListener = (fraction: number) => void;

const call = endpointCaller<typeof accountEndpoints>(accountRoutes);

export async function updateProfile(input: UpdateProfileBody): Promise<UserEnvelope> {
  return call('updateProfile', { body: input });
}

export async function verifyCode(type: VerifyCodeType, code: string): Promise<UserEnvelope> {
  return call('verifyCode', { params: { type }, body: { code } });
}

/** Sends a code to the new address; the email changes only once the code is verified. */
export async function updateAndConfirmEmail(email: string): Promise<MessageResponse> {
  return call('updateAndConfirmEmail', { body: { email } });
}

/** Sends a code by SMS to the new number; it changes only once the code is verified. */
export async function updateAndConfirmPhone(phone: string): Promise<MessageResponse> {
  return call('updateAndConfirmPhone', { body: { phone } });
}

export async function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return call('changePassword', { body: input });
}

async function uploadImage(
  name: 'uploadAvatar' | 'uploadCompanyLogo',
  file: Blob,
  onProgress?: UploadProgressListener,
): Promise<UserEnvelope> {
  const body = new FormData();
  body.append('file', file);
  const answer = await call(
    name,
    { body },
    {
      onUploadProgress: (event: AxiosProgressEvent) => {
        // Without a known total (chunked bodies) there is nothing honest to show until the end.
        if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    },
  );
  onProgress?.(1);
  return answer;
}

export function uploadAvatar(
  file: Blob,
  onProgress?: UploadProgressListener,
): Promise<UserEnvelope> {
  return uploadImage('uploadAvatar', file, onProgress);
}

export function uploadCompanyLogo(
  file: Blob,
  onProgress?: UploadProgressListener,
): Promise<UserEnvelope> {
  return uploadImage('uploadCompanyLogo', file, onProgress);
}

/** The contact flags are optional: left out, they keep their saved value. */
export async function updateSettings(input: UpdateSettingsBody): Promise<UserEnvelope> {
  return call('updateSettings', { body: input });
}

export async function getNotifications(): Promise<NotificationsResponse> {
  return call('getNotifications', { body: {} });
}

export async function updateNotifications(
  notifications: NotificationPreferences,
): Promise<NotificationsResponse> {
  return call('updateNotifications', { body: { notifications } });
}

/** The bio and languages of the signed-in broker's or developer's agent page. */
export async function getAgentPage(): Promise<AgentPageEnvelope> {
  return call('getAgentPage', { body: {} });
}

export async function updateAgentPage(input: UpdateAgentPageBody): Promise<AgentPageEnvelope> {
  return call('updateAgentPage', { body: input });
}

/** The user's signed-in devices, most recently used first; `current` marks this one. */
export async function getSessions(): Promise<SessionsResponse> {
  return call('getSessions');
}

/** Ends every other session of the user; this browser stays signed in. */
export async function signOutOtherSessions(): Promise<MessageResponse> {
  return call('signOutOtherSessions', { body: {} });
}

/** Ends one session of the user (404 when it is not one of theirs or already ended). */
export async function deleteSession(id: number): Promise<MessageResponse> {
  return call('deleteSession', { params: { id } });
}

/** Answers the same whether or not the account exists, so it cannot reveal who is registered. */
export async function forgotPassword(email: string): Promise<MessageResponse> {
  return call('forgotPassword', { body: { email } });
}

/** Resolves when the code is valid; a wrong or expired code rejects with 422 errors.code. */
export async function checkResetCode(email: string, code: string): Promise<ResetCodeCheck> {
  return call('checkResetCode', { body: { email, code } });
}

/** Sets the new password and ends every session of that user. */
export async function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return call('resetPassword', { body: input });
}

/** Demo mode only: mail and SMS the server would have sent, newest first. */
export async function getDemoOutbox(): Promise<OutboxResponse> {
  return (await apiClient.get<OutboxResponse>('/demo/outbox')).data;
}
