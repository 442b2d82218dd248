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
import { apiClient } from '@phuket/shared/api';

// Account endpoints (profile, one-time codes, password reset, uploads, settings). One typed
// function per endpoint, typed by the contract's schemas; errors are re-thrown to the caller,
// who reads them with readApiError().

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

export async function updateProfile(input: UpdateProfileBody): Promise<UserEnvelope> {
  return (await apiClient.post<UserEnvelope>('/profile/update', input)).data;
}

export async function verifyCode(type: VerifyCodeType, code: string): Promise<UserEnvelope> {
  return (await apiClient.post<UserEnvelope>(`/verify-code/${type}`, { code })).data;
}

/** Sends a code to the new address; the email changes only once the code is verified. */
export async function updateAndConfirmEmail(email: string): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/update-and-confirm-email', { email })).data;
}

/** Sends a code by SMS to the new number; it changes only once the code is verified. */
export async function updateAndConfirmPhone(phone: string): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/update-and-confirm-phone', { phone })).data;
}

export async function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/profile/change-password', input)).data;
}

async function uploadImage(
  path: string,
  file: Blob,
  onProgress?: UploadProgressListener,
): Promise<UserEnvelope> {
  const body = new FormData();
  body.append('file', file);
  const response = await apiClient.post<UserEnvelope>(path, body, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      // Without a known total (chunked bodies) there is nothing honest to show until the end.
      if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  onProgress?.(1);
  return response.data;
}

export function uploadAvatar(
  file: Blob,
  onProgress?: UploadProgressListener,
): Promise<UserEnvelope> {
  return uploadImage('/profile/upload-avatar', file, onProgress);
}

export function uploadCompanyLogo(
  file: Blob,
  onProgress?: UploadProgressListener,
): Promise<UserEnvelope> {
  return uploadImage('/profile/upload-company-logo', file, onProgress);
}

/** The contact flags are optional: left out, they keep their saved value. */
export async function updateSettings(input: UpdateSettingsBody): Promise<UserEnvelope> {
  return (await apiClient.post<UserEnvelope>('/profile/update-settings', input)).data;
}

export async function getNotifications(): Promise<NotificationsResponse> {
  return (await apiClient.post<NotificationsResponse>('/profile/get-notifications', {})).data;
}

export async function updateNotifications(
  notifications: NotificationPreferences,
): Promise<NotificationsResponse> {
  return (
    await apiClient.post<NotificationsResponse>('/profile/update-notifications', { notifications })
  ).data;
}

/** The bio and languages of the signed-in broker's or developer's agent page. */
export async function getAgentPage(): Promise<AgentPageEnvelope> {
  return (await apiClient.post<AgentPageEnvelope>('/profile/get-agent-page', {})).data;
}

export async function updateAgentPage(input: UpdateAgentPageBody): Promise<AgentPageEnvelope> {
  return (await apiClient.post<AgentPageEnvelope>('/profile/update-agent-page', input)).data;
}

/** The user's signed-in devices, most recently used first; `current` marks this one. */
export async function getSessions(): Promise<SessionsResponse> {
  return (await apiClient.get<SessionsResponse>('/profile/sessions')).data;
}

/** Ends every other session of the user; this browser stays signed in. */
export async function signOutOtherSessions(): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/profile/sessions/sign-out-others', {})).data;
}

/** Ends one session of the user (404 when it is not one of theirs or already ended). */
export async function deleteSession(id: number): Promise<MessageResponse> {
  return (await apiClient.delete<MessageResponse>(`/profile/sessions/${id}`)).data;
}

/** Answers the same whether or not the account exists, so it cannot reveal who is registered. */
export async function forgotPassword(email: string): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/forgot-password', { email })).data;
}

/** Resolves when the code is valid; a wrong or expired code rejects with 422 errors.code. */
export async function checkResetCode(email: string, code: string): Promise<ResetCodeCheck> {
  return (await apiClient.post<ResetCodeCheck>('/reset-password/check', { email, code })).data;
}

/** Sets the new password and ends every session of that user. */
export async function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return (await apiClient.post<MessageResponse>('/reset-password', input)).data;
}

/** Demo mode only: mail and SMS the server would have sent, newest first. */
export async function getDemoOutbox(): Promise<OutboxResponse> {
  return (await apiClient.get<OutboxResponse>('/demo/outbox')).data;
}
