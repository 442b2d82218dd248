import type { User } from '@phuket/shared/domain';

/** Every change that returns a user hands it here, so the header shows it at once. */
export type UserListener = (user: User) => void;
