import type { Mail } from './mail';
import type { Messenger } from './messenger';

/**
 * A mail about rows that must each be mailed once at most, although several runs (a retry, an
 * instant and a daily run, two API processes) may pick the same row: each row is claimed by
 * its key in a "mailed" table before the mail goes.
 */
export interface ClaimedMail<Item> {
  /** The rows the mail may be about. */
  items: readonly Item[];
  keyOf: (item: Item) => number;
  /**
   * Records the keys as mailed and returns those this call recorded: a unique key with
   * ON CONFLICT DO NOTHING, so that of two racing claimers only one gets each key.
   */
  claim: (keys: number[]) => Promise<readonly number[]>;
  /** Deletes the records of the keys `claim` returned. */
  unclaim: (keys: number[]) => Promise<void>;
  /** The mail about the claimed rows; never called with none. */
  compose: (claimed: Item[]) => Mail;
}

/**
 * Claims the rows, mails those it claimed and returns whether it mailed. Claimed before
 * sending, so a second claimer never mails them too: a process that dies between the claim
 * and the send loses the mail rather than sending it twice. A send that throws unclaims them
 * before the error goes on, so the caller's next run mails them. A throw from `compose` keeps
 * the claim: a mail that cannot be written would fail again on every run.
 */
export async function sendClaimedMail<Item>(
  messenger: Messenger,
  { items, keyOf, claim, unclaim, compose }: ClaimedMail<Item>,
): Promise<boolean> {
  // An insert of no rows is an error in Drizzle, and there is nothing to mail anyway.
  if (items.length === 0) return false;
  const keys = new Set(await claim(items.map(keyOf)));
  const claimed = items.filter((item) => keys.has(keyOf(item)));
  if (claimed.length === 0) return false;
  const mail = compose(claimed);
  try {
    await messenger.sendEmail(
      mail.to,
      mail.subject,
      mail.text,
      mail.headers ? { headers: mail.headers } : {},
    );
  } catch (err) {
    await unclaim([...keys]);
    throw err;
  }
  return true;
}
