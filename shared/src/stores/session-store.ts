import { makeAutoObservable, runInAction } from 'mobx';
import type {
  Credentials,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  Role,
  User,
  UserResponse,
} from '../domain';
import { primaryRole } from '../domain';
import * as authApi from '../api/auth';
import { tokenStorage } from '../api/token-storage';

/** The calls the session needs; injected so tests can drive every transition. */
export interface SessionApi {
  login(credentials: Credentials): Promise<LoginResponse>;
  register(input: RegisterInput): Promise<RegisterResponse>;
  getUser(): Promise<UserResponse>;
  logout(): Promise<void>;
}

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** What the session tells the currency store on login and logout (docs/product-rules.md §4). */
export interface SessionListener {
  onLogin(user: User): Promise<void> | void;
  onLogout(): void;
}

/**
 * docs/product-rules.md §4 "Session". Authenticated means a token is present; the user is fetched before
 * routing when a token exists without a user, and a failed fetch is a silent local logout.
 */
export class SessionStore {
  token: string | null;
  user: User | null = null;
  role: Role | null = null;
  /** True until the start-up user fetch (if any) has settled. */
  initializing = false;

  private listener: SessionListener | null = null;

  constructor(
    private readonly api: SessionApi = authApi,
    private readonly tokens: TokenStore = tokenStorage,
  ) {
    this.token = tokens.get();
    makeAutoObservable<SessionStore, 'api' | 'tokens' | 'listener'>(this, {
      api: false,
      tokens: false,
      listener: false,
    });
  }

  get isAuthenticated(): boolean {
    return this.token !== null;
  }

  /** Initial used by the header when the user has no avatar; empty until the user is known. */
  get initial(): string {
    if (!this.user) return '';
    return (this.user.name.trim()[0] ?? '?').toUpperCase();
  }

  setListener(listener: SessionListener): void {
    this.listener = listener;
  }

  /** Start-up: with a token and no user, fetch the user; failure clears the session silently. */
  async init(): Promise<void> {
    if (!this.token || this.user) return;
    this.initializing = true;
    try {
      await this.fetchUser();
      // Sessions stored before the signed-in cookie existed get it now (token-storage).
      if (this.token) this.tokens.set(this.token);
    } catch {
      this.clearLocal();
    } finally {
      runInAction(() => {
        this.initializing = false;
      });
    }
  }

  async fetchUser(): Promise<User> {
    const response = await this.api.getUser();
    runInAction(() => {
      this.user = response.user;
      this.role = primaryRole(response.role ?? response.user.role);
    });
    return response.user;
  }

  /** Login stores token and user, then loads the currency. */
  async login(credentials: Credentials): Promise<User> {
    const response = await this.api.login(credentials);
    runInAction(() => {
      this.token = response.token;
      this.tokens.set(response.token);
      this.user = response.user;
      this.role = primaryRole(response.user.role);
    });
    await this.listener?.onLogin(response.user);
    return response.user;
  }

  /** Register stores access_token, then fetches the user. */
  async register(input: RegisterInput): Promise<User> {
    const response = await this.api.register(input);
    runInAction(() => {
      this.token = response.access_token;
      this.tokens.set(response.access_token);
    });
    const user = await this.fetchUser();
    await this.listener?.onLogin(user);
    return user;
  }

  /** Logout revokes the token on the server when it can; the local session ends regardless. */
  async logout(): Promise<void> {
    if (this.token) {
      try {
        await this.api.logout();
      } catch {
        // An expired or revoked token cannot be logged out twice; nothing to tell the user.
      }
    }
    this.clearLocal();
  }

  /** Replaces the user after a profile change so the header updates at once. */
  setUser(user: User): void {
    this.user = user;
    this.role = primaryRole(user.role);
  }

  clearLocal(): void {
    this.token = null;
    this.user = null;
    this.role = null;
    this.tokens.clear();
    this.listener?.onLogout();
  }
}
