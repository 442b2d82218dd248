import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { readApiError } from '@phuket/shared/api';
import {
  getProjectUnits,
  importProjectUnits,
  importProjectUnitsCsv,
  storeUnitStatus,
} from '@phuket/shared/api/database';
import type {
  ProjectDraft,
  ProjectUnit,
  ProjectUnits,
  UnitImportResult,
} from '@phuket/shared/api/database';
import { UNIT_STATUSES, UNIT_STATUS_LABELS, parseUnitTable } from '@phuket/shared/contract';
import type { UnitStatus } from '@phuket/shared/contract';
import { LANGUAGE_TAGS, useLocale, useMessages } from '@phuket/shared/i18n';
import { useKnownMessage } from '../../common/known-messages';
import { databaseMessages } from '../../common/messages';
import type { RecordStepsStore } from '../../common/record-steps-store';
import type { ProjectValues } from './project-fields';

type Store = RecordStepsStore<ProjectDraft, ProjectValues>;

/**
 * The unit table: paste rows from a spreadsheet (or pick a CSV), check them first (a dry run
 * shows each bad row's errors, writes nothing), then import them all or none.
 */
export const UnitsEditor = observer(function UnitsEditor({ store }: { store: Store }) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const locale = useLocale();
  const id = useId();
  const draft = store.draft;
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<UnitImportResult | null>(null);
  const [units, setUnits] = useState<ProjectUnits | null>(null);
  const [message, setMessage] = useState('');
  const [changing, setChanging] = useState<number | null>(null);
  const unitsPath = draft?.paths.units ?? null;

  useEffect(() => {
    if (!unitsPath) return;
    getProjectUnits(unitsPath).then(setUnits, () => setUnits(null));
  }, [unitsPath]);

  if (!draft) return <p>{t('common.save_title_first')}</p>;

  const send = async (dryRun: boolean) => {
    try {
      const answer = file
        ? await importProjectUnitsCsv(draft.paths.units_csv, file, { dryRun })
        : await importProjectUnits(draft.paths.units, { rows: parseUnitTable(pasted) }, { dryRun });
      setResult(answer);
      if (dryRun) {
        setMessage(
          answer.valid
            ? t('units.ready', { count: answer.rows })
            : t('units.with_errors', { count: answer.errors.length, rows: answer.rows }),
        );
      } else {
        setUnits({ currency: units?.currency ?? 'THB', units: answer.units });
        setMessage(
          t('units.imported', {
            created: answer.created,
            updated: answer.updated,
            deleted: answer.deleted,
          }),
        );
        await store.refresh();
      }
    } catch (error) {
      const answer = readApiError(error);
      setMessage(answer.message);
    }
  };

  /** One unit's status, saved at once; the rest of the table is left as it is. */
  const changeStatus = async (unit: ProjectUnit, status: UnitStatus) => {
    setChanging(unit.id);
    try {
      const saved = await storeUnitStatus(unit.paths.status, { status, version: unit.version });
      setUnits((now) =>
        now ? { ...now, units: now.units.map((u) => (u.id === saved.id ? saved : u)) } : now,
      );
      setMessage(t('units.status_changed', { unit: saved.unit_number, status: saved.status }));
      await store.refresh();
    } catch (error) {
      const answer = readApiError(error);
      // Changed elsewhere (409) or gone: the table is read again, so what is shown is true.
      setMessage(
        answer.status === 409
          ? t('units.changed_elsewhere', { unit: unit.unit_number })
          : t('units.not_changed', { unit: unit.unit_number, reason: answer.message }),
      );
      if (unitsPath) await getProjectUnits(unitsPath).then(setUnits, () => undefined);
    } finally {
      setChanging(null);
    }
  };

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-paste`}>{t('units.paste')}</label>
        <span id={`${id}-paste-hint`} className="field-hint">
          {t('units.paste_hint')}
        </span>
        <textarea
          id={`${id}-paste`}
          rows={6}
          value={pasted}
          aria-describedby={`${id}-paste-hint`}
          onChange={(event) => {
            setPasted(event.target.value);
            setFile(null);
            setResult(null);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-csv`}>{t('units.csv')}</label>
        <input
          id={`${id}-csv`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setResult(null);
          }}
        />
      </div>
      <div className="database-table__actions">
        <button type="button" className="button button--secondary" onClick={() => void send(true)}>
          {t('units.check')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!result?.dry_run || !result.valid}
          onClick={() => void send(false)}
        >
          {t('units.import')}
        </button>
      </div>
      <p role="status" aria-live="polite">
        {known(message)}
      </p>
      {result && result.errors.length > 0 ? (
        <div className="database-table-wrap">
          <table className="database-table">
            <caption>{t('units.error_rows')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('units.row')}</th>
                <th scope="col">{t('units.unit')}</th>
                <th scope="col">{t('units.errors')}</th>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((row) => (
                <tr key={row.row}>
                  <td>{row.row}</td>
                  <td>{row.unit_number ?? ''}</td>
                  <td>
                    {Object.entries(row.errors)
                      .map(([column, list]) => `${column}: ${list.map(known).join(' ')}`)
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {units && units.units.length > 0 ? (
        <div className="database-table-wrap">
          <table className="database-table">
            <caption>{t('units.caption', { count: units.units.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('units.unit')}</th>
                <th scope="col">{t('units.layout')}</th>
                <th scope="col">{t('units.floor')}</th>
                <th scope="col">{t('units.price', { currency: units.currency })}</th>
                <th scope="col">{t('units.status')}</th>
              </tr>
            </thead>
            <tbody>
              {units.units.map((unit) => (
                <tr key={unit.id}>
                  <td>{unit.unit_number}</td>
                  <td>{unit.layout ?? ''}</td>
                  <td>{unit.floor ?? ''}</td>
                  <td>
                    {unit.price === null
                      ? ''
                      : unit.price.toLocaleString(
                          locale === 'en' ? 'en-US' : LANGUAGE_TAGS[locale],
                        )}
                  </td>
                  <td>
                    <select
                      aria-label={t('units.status_of', { unit: unit.unit_number })}
                      value={unit.status}
                      disabled={changing === unit.id}
                      onChange={(event) =>
                        void changeStatus(unit, event.target.value as UnitStatus)
                      }
                    >
                      {UNIT_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {UNIT_STATUS_LABELS[status]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
});
