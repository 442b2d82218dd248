import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationPreferences } from '@phuket/shared/api/account';
import { readError } from '../../common/server-errors';

export const NOTIFICATION_OPTIONS: {
  key: keyof NotificationPreferences;
  label: string;
  note: string;
}[] = [
  {
    key: 'new_listings',
    label: 'New listings',
    note: 'Property that matches what you list and search for',
  },
  { key: 'price_changes', label: 'Price changes', note: 'When a price drops or a discount starts' },
  { key: 'messages', label: 'Messages', note: 'Enquiries from clients about your listings' },
  { key: 'newsletter', label: 'Newsletter', note: 'Market insights and exclusive deals, no spam' },
];

export interface NotificationsDeps {
  getNotifications(): Promise<{ notifications: NotificationPreferences }>;
  updateNotifications(
    value: NotificationPreferences,
  ): Promise<{ notifications: NotificationPreferences }>;
}

export class NotificationsForm {
  values: NotificationPreferences | null = null;
  loadError: string | null = null;
  formError: string | null = null;
  saving = false;

  constructor(private readonly deps: NotificationsDeps) {
    makeAutoObservable<NotificationsForm, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    this.loadError = null;
    try {
      const { notifications } = await this.deps.getNotifications();
      runInAction(() => {
        this.values = { ...notifications };
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = readError(error).message;
      });
    }
  }

  toggle(key: keyof NotificationPreferences, on: boolean): void {
    if (this.values) this.values[key] = on;
  }

  async save(): Promise<boolean> {
    if (!this.values || this.saving) return false;
    this.formError = null;
    this.saving = true;
    try {
      const { notifications } = await this.deps.updateNotifications({ ...this.values });
      runInAction(() => {
        this.values = { ...notifications };
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.formError = readError(error).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
