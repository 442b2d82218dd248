import { runInAction } from 'mobx';
import { splitApiError } from './server-errors';
import type { SplitError } from './server-errors';

export interface SendOutcome<F extends string> {
  /** Applied in an action once the call has succeeded. */
  success?: () => void;
  /** Applied in an action with the server's messages split over the form's fields. */
  failure: (split: SplitError<F>) => void;
  /** Applied in an action whatever happened: clears the form's busy flag. */
  done: () => void;
}

/**
 * The request half of every account form's submit. The form validates and sets its busy flag
 * itself (inside its own action); what follows the await runs outside that action, so each
 * outcome is wrapped in runInAction here.
 */
export async function sendForm<F extends string>(
  call: () => Promise<unknown>,
  fields: readonly F[],
  outcome: SendOutcome<F>,
): Promise<boolean> {
  try {
    await call();
    if (outcome.success) runInAction(outcome.success);
    return true;
  } catch (error) {
    const split = splitApiError(error, fields);
    runInAction(() => outcome.failure(split));
    return false;
  } finally {
    runInAction(outcome.done);
  }
}
