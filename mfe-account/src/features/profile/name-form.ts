import { makeAutoObservable, runInAction } from 'mobx';
import type { UserEnvelope } from '@phuket/shared/api/account';
import { splitApiError } from '../../common/server-errors';
import { validateName } from '../../common/validation';
import type { UserListener } from './user-deps';

export interface NameDeps {
  updateProfile(input: { name: string }): Promise<UserEnvelope>;
  onUser: UserListener;
}

export class NameForm {
  name: string;
  error: string | null = null;
  formError: string | null = null;
  saving = false;
  saved = false;

  constructor(
    private readonly deps: NameDeps,
    name: string,
  ) {
    this.name = name;
    makeAutoObservable<NameForm, 'deps'>(this, { deps: false });
  }

  setName(value: string): void {
    this.name = value;
    this.error = null;
    this.saved = false;
  }

  async save(): Promise<boolean> {
    if (this.saving) return false;
    this.formError = null;
    this.saved = false;
    this.error = validateName(this.name);
    if (this.error) return false;
    this.saving = true;
    try {
      const { user } = await this.deps.updateProfile({ name: this.name.trim() });
      this.deps.onUser(user);
      runInAction(() => {
        this.name = user.name;
        this.saved = true;
      });
      return true;
    } catch (error) {
      const split = splitApiError(error, ['name'] as const);
      runInAction(() => {
        this.error = split.fields.name ?? null;
        this.formError = split.form;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
