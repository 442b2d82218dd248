import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageResponse, SessionsResponse } from '@phuket/shared/api/account';
import type { UserSession } from '@phuket/shared/domain';
import { readApiError } from '@phuket/shared/api';

export interface SessionsDeps {
  getSessions(): Promise<SessionsResponse>;
  signOutOtherSessions(): Promise<MessageResponse>;
  deleteSession(id: number): Promise<MessageResponse>;
}

/** The profile's "Signed-in devices": the list, one sign-out, and sign-out-everywhere-else. */
export class SessionsList {
  sessions: UserSession[] | null = null;
  loadError: string | null = null;
  /** The session being signed out, or 'others' for everywhere else. */
  busy: number | 'others' | null = null;
  /** "Sign out everywhere else" asks once before it acts. */
  confirming = false;
  notice: string | null = null;
  error: string | null = null;

  constructor(private readonly deps: SessionsDeps) {
    makeAutoObservable<SessionsList, 'deps'>(this, { deps: false });
  }

  get others(): UserSession[] {
    return (this.sessions ?? []).filter((session) => !session.current);
  }

  async load(): Promise<void> {
    this.loadError = null;
    try {
      const { sessions } = await this.deps.getSessions();
      runInAction(() => {
        // This device first, then the rest as the server orders them (most recent first).
        this.sessions = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = readApiError(error).message;
      });
    }
  }

  async signOut(session: UserSession): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = session.id;
    this.notice = null;
    this.error = null;
    try {
      await this.deps.deleteSession(session.id);
      runInAction(() => {
        this.sessions = (this.sessions ?? []).filter((item) => item.id !== session.id);
        this.notice = `${session.device} has been signed out.`;
      });
      return true;
    } catch (error) {
      const { status, message } = readApiError(error);
      runInAction(() => {
        // Already ended elsewhere (404): it simply leaves the list.
        if (status === 404) {
          this.sessions = (this.sessions ?? []).filter((item) => item.id !== session.id);
          this.notice = `${session.device} was already signed out.`;
        } else {
          this.error = message;
        }
      });
      return status === 404;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  askSignOutOthers(): void {
    this.confirming = true;
    this.notice = null;
    this.error = null;
  }

  cancelSignOutOthers(): void {
    this.confirming = false;
  }

  async signOutOthers(): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = 'others';
    this.error = null;
    try {
      const { message } = await this.deps.signOutOtherSessions();
      runInAction(() => {
        this.sessions = (this.sessions ?? []).filter((session) => session.current);
        this.notice = message;
        this.confirming = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = readApiError(error).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}
