import { makeAutoObservable, runInAction } from 'mobx';
import type { AgentPageEnvelope, UpdateAgentPageBody } from '@phuket/shared/api/account';
import { agentProfileErrors, normalizeAgentProfile } from '@phuket/shared/contract';
import { readApiError } from '@phuket/shared/api';
import { splitApiError } from '../../common/server-errors';

export interface AgentPageDeps {
  getAgentPage(): Promise<AgentPageEnvelope>;
  updateAgentPage(input: UpdateAgentPageBody): Promise<AgentPageEnvelope>;
}

type Field = 'bio' | 'languages';

/** The bio and languages of the agent page: loaded, checked by the contract's rules, saved. */
export class AgentPageForm {
  loaded = false;
  bio = '';
  languages = new Set<string>();
  errors: Partial<Record<Field, string>> = {};
  loadError: string | null = null;
  formError: string | null = null;
  saving = false;
  saved = false;

  constructor(private readonly deps: AgentPageDeps) {
    makeAutoObservable<AgentPageForm, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.loadError = null;
    try {
      const { agent_page } = await this.deps.getAgentPage();
      runInAction(() => this.apply(agent_page));
    } catch (error) {
      runInAction(() => {
        this.loadError = readApiError(error).message;
      });
    }
  }

  private apply(page: AgentPageEnvelope['agent_page']): void {
    this.bio = page.bio ?? '';
    this.languages = new Set(page.languages);
    this.loaded = true;
  }

  setBio(value: string): void {
    this.bio = value;
    delete this.errors.bio;
    this.saved = false;
  }

  toggleLanguage(code: string, on: boolean): void {
    const next = new Set(this.languages);
    if (on) next.add(code);
    else next.delete(code);
    this.languages = next;
    delete this.errors.languages;
    this.saved = false;
  }

  async save(): Promise<boolean> {
    if (this.saving || !this.loaded) return false;
    this.formError = null;
    this.saved = false;
    const fields = { bio: this.bio, languages: [...this.languages] };
    this.errors = agentProfileErrors(fields);
    if (Object.keys(this.errors).length > 0) return false;
    this.saving = true;
    try {
      const normal = normalizeAgentProfile(fields);
      const { agent_page } = await this.deps.updateAgentPage({
        bio: normal.bio ?? '',
        languages: normal.languages,
      });
      runInAction(() => {
        this.apply(agent_page);
        this.saved = true;
      });
      return true;
    } catch (error) {
      const split = splitApiError(error, ['bio', 'languages'] as const);
      runInAction(() => {
        this.errors = split.fields;
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
