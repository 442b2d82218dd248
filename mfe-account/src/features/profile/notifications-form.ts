import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationPreferences } from '@phuket/shared/api/account';
import { msgId } from '@phuket/shared/i18n';
import { readApiError } from '@phuket/shared/api';

/** Each preference with its label's and note's message ids. */
export const NOTIFICATION_OPTIONS: {
  key: keyof NotificationPreferences;
  label: string;
  note: string;
}[] = [
  {
    key: 'new_listings',
    label: msgId('notifications.new_listings'),
    note: msgId('notifications.new_listings_note'),
  },
  {
    key: 'price_changes',
    label: msgId('notifications.price_changes'),
    note: msgId('notifications.price_changes_note'),
  },
  {
    key: 'messages',
    label: msgId('notifications.messages'),
    note: msgId('notifications.messages_note'),
  },
  {
    key: 'newsletter',
    label: msgId('notifications.newsletter'),
    note: msgId('notifications.newsletter_note'),
  },
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
        this.loadError = readApiError(error).message;
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
        this.formError = readApiError(error).message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
