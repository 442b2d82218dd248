import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Field } from '@phuket/shared/ui';
import { english, useKnownMessage } from './known-messages';
import { databaseMessages } from './messages';
import type { RecordStepsStore, StepDraft } from './record-steps-store';

// Form controls bound to a record's store: label, hint and error tied to the control
// (aria-describedby, aria-invalid), so a screen reader hears the message with the field.

type StringKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

interface FieldProps<D extends StepDraft, V extends object> {
  store: RecordStepsStore<D, V>;
  name: StringKeys<V>;
  label: string;
  hint?: string;
}

function TextFieldView<D extends StepDraft, V extends object>({
  store,
  name,
  label,
  hint,
  multiline = false,
  type = 'text',
  inputMode,
  maxLength,
  required = false,
  onValue,
}: FieldProps<D, V> & {
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  required?: boolean;
  /** Instead of storing the value alone: a field another depends on (latitude and longitude). */
  onValue?: (value: string) => void;
}) {
  const known = useKnownMessage();
  const id = `${useId()}-${name}`;
  const error = store.errors[name];
  const common = { name, value: store.values[name] as string, maxLength };
  const set = (next: string) => (onValue ? onValue(next) : store.set(name, next as V[typeof name]));
  return (
    <Field id={id} label={label} hint={hint} error={error ? known(error) : null}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...common}
            aria-required={required ? true : undefined}
            rows={5}
            onChange={(event) => set(event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...common}
            aria-required={required ? true : undefined}
            type={type}
            inputMode={inputMode}
            onChange={(event) => set(event.target.value)}
          />
        )
      }
    </Field>
  );
}
export const TextField = observer(TextFieldView) as typeof TextFieldView;

function SelectFieldView<D extends StepDraft, V extends object>({
  store,
  name,
  label,
  hint,
  options,
  empty,
}: FieldProps<D, V> & {
  options: readonly { value: string; label: string }[];
  /** The choice of none; null when a value is required (currency). */
  empty?: string | null;
}) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const id = `${useId()}-${name}`;
  const error = store.errors[name];
  return (
    <Field id={id} label={label} hint={hint} error={error ? known(error) : null}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={store.values[name] as string}
          onChange={(event) => store.set(name, event.target.value as V[typeof name])}
        >
          {empty === null ? null : <option value="">{empty ?? t('fields.not_set')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
export const SelectField = observer(SelectFieldView) as typeof SelectFieldView;

/** '' → null, else the number typed; NaN stays NaN so the check can name the field. */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

export function textOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The number check of a field typed as text: whole, within bounds. `id`: the field's message,
 * "{what} must be a whole number from {min} to {max}."
 */
export function checkWhole(text: string, min: number, max: number, id: string): string | null {
  const value = numberOrNull(text);
  if (value === null) return null;
  if (!Number.isInteger(value) || value < min || value > max) {
    return english(id, { min: String(min), max: String(max) });
  }
  return null;
}

/** `id`: the field's message, "{what} must be a number from 0 to {max}." */
export function checkAmount(text: string, max: number, id: string): string | null {
  const value = numberOrNull(text);
  if (value === null) return null;
  if (!Number.isFinite(value) || value < 0 || value > max) {
    return english(id, { max: max.toLocaleString('en-US') });
  }
  return null;
}

type NumberListKeys<V> = {
  [K in keyof V & string]: V[K] extends number[] ? K : never;
}[keyof V & string];

/** A group of checkboxes over a list of ids (amenities): the fieldset carries the error. */
function CheckboxGroupFieldView<D extends StepDraft, V extends object>({
  store,
  name,
  label,
  options,
}: {
  store: RecordStepsStore<D, V>;
  name: NumberListKeys<V>;
  label: string;
  options: readonly { id: number; name: string }[];
}) {
  const t = useMessages(databaseMessages);
  const known = useKnownMessage();
  const id = `${useId()}-${name}`;
  const error = store.errors[name];
  const selected = store.values[name] as number[];
  const toggle = (item: number, on: boolean) =>
    store.set(
      name,
      (on ? [...selected, item] : selected.filter((value) => value !== item)) as V[typeof name],
    );
  return (
    <fieldset
      className="database-form__checks"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      {options.length === 0 ? (
        <p className="field-hint">{t('fields.loading_options', { what: label.toLowerCase() })}</p>
      ) : null}
      {options.map((option) => (
        <label key={option.id} className="database-form__check">
          <input
            type="checkbox"
            name={name}
            value={option.id}
            checked={selected.includes(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
          />
          {option.name}
        </label>
      ))}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {known(error)}
        </span>
      ) : null}
    </fieldset>
  );
}
export const CheckboxGroupField = observer(CheckboxGroupFieldView) as typeof CheckboxGroupFieldView;
