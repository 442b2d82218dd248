import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '@phuket/shared/contract';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { ConfirmDialog, Field } from '@phuket/shared/ui';
import { propertyMessages } from './messages';
import { ReportStore } from './report-store';

const REASON_LABELS: Record<ReportReason, string> = {
  sold_or_let: msgId('property.report_sold_or_let'),
  wrong_price: msgId('property.report_wrong_price'),
  wrong_photos: msgId('property.report_wrong_photos'),
  duplicate: msgId('property.report_duplicate'),
  scam: msgId('property.report_scam'),
  other: msgId('property.report_other'),
};

/**
 * "Report this listing" under the property page: a dialog with the reason and a note, sent to
 * the site staff's moderation queue. No account needed.
 */
export const ReportListing = observer(function ReportListing({ listingId }: { listingId: number }) {
  const t = useMessages(propertyMessages);
  const [store] = useState(() => new ReportStore(listingId));
  const id = useId();
  const problem = store.problem;
  const noteError =
    problem?.kind === 'note'
      ? problem.message === REPORT_MESSAGES.noteRequired
        ? t('property.report_note_required')
        : problem.message
      : null;
  const alert =
    problem === null || problem.kind === 'note'
      ? null
      : problem.kind === 'too_many'
        ? t('property.report_too_many')
        : problem.kind === 'gone'
          ? t('property.report_gone')
          : problem.message;
  // Read here: the dialog's body renders inside other components that do not observe.
  const reason = store.reason;
  const note = store.note;

  return (
    <div className="property-report">
      {store.sent ? (
        <p className="property-report__sent" role="status">
          {t('property.report_sent')}
        </p>
      ) : (
        <button type="button" className="property-report__open" onClick={() => store.start()}>
          {t('property.report')}
        </button>
      )}
      {store.open ? (
        <ConfirmDialog
          title={t('property.report_title')}
          confirmLabel={t('property.report_send')}
          busyLabel={t('property.report_sending')}
          busy={store.sending}
          onConfirm={() => void store.submit()}
          onCancel={() => store.close()}
        >
          <p>{t('property.report_intro')}</p>
          <fieldset
            className="property-report__reasons"
            aria-describedby={store.reasonMissing ? `${id}-reason-error` : undefined}
          >
            <legend>{t('property.report_reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="property-report__reason">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => store.choose(value)}
                />{' '}
                {t(REASON_LABELS[value])}
              </label>
            ))}
            {store.reasonMissing ? (
              <span id={`${id}-reason-error`} className="field-error">
                {t('property.report_reason_required')}
              </span>
            ) : null}
          </fieldset>
          <Field
            label={t('property.report_note')}
            hint={t('property.report_note_hint')}
            error={noteError}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                value={note}
                onChange={(event) => store.setNote(event.target.value)}
              />
            )}
          </Field>
          {alert !== null ? (
            <p className="field-error" role="alert">
              {alert}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
});
