import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Field, type FieldControlProps } from '@phuket/shared/ui';
import { useContractText } from '../../common/contract-texts';
import { listingsMessages } from '../../common/messages';
import type { FieldName, WizardValues } from './wizard-fields';
import { TEXT_LIMITS, checkMessageId } from './wizard-fields';
import type { ListingWizardStore } from './wizard-store';

// Form controls bound to the wizard store: label, hint and error tied to the control
// (aria-describedby, aria-invalid), so a screen reader hears the message with the field.

type TextFieldName = {
  [K in FieldName]: WizardValues[K] extends string ? K : never;
}[FieldName];

export const fieldId = (name: FieldName) => `listing-${name.replace(/_/g, '-')}`;

/** A field's error in the page's language: the wizard's own checks, the contract's, or the API's. */
export function useFieldError(): (name: FieldName, error: string) => string {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  return (name, error) => {
    const known = checkMessageId(name, error);
    return known ? t(known.id, known.values) : contractText(error);
  };
}

interface FieldFrameProps {
  store: ListingWizardStore;
  name: FieldName;
  label: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The shared Field with the wizard's stable id and its messages in the page's language. */
const FieldFrame = observer(function FieldFrame({
  store,
  name,
  label,
  hint,
  children,
}: FieldFrameProps) {
  const error = store.errors[name];
  const errorText = useFieldError();
  return (
    <Field
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={error ? errorText(name, error) : null}
    >
      {children}
    </Field>
  );
});

interface InputProps {
  store: ListingWizardStore;
  name: TextFieldName;
  label: string;
  hint?: string;
}

export const TextInput = observer(function TextInput({
  store,
  name,
  label,
  hint,
  multiline = false,
}: InputProps & { multiline?: boolean }) {
  const common = { name, value: store.values[name], maxLength: TEXT_LIMITS[name] };
  return (
    <FieldFrame store={store} name={name} label={label} hint={hint}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...common}
            rows={6}
            onChange={(event) => store.set(name, event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...common}
            type="text"
            onChange={(event) => store.set(name, event.target.value)}
          />
        )
      }
    </FieldFrame>
  );
});

export const NumberInput = observer(function NumberInput({
  store,
  name,
  label,
  hint,
  min,
  max,
  step = 1,
}: InputProps & { min: number; max: number; step?: number | 'any' }) {
  return (
    <FieldFrame store={store} name={name} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          value={store.values[name]}
          onChange={(event) => store.set(name, event.target.value)}
        />
      )}
    </FieldFrame>
  );
});

export interface Choice {
  value: string;
  label: string;
}

/** Strings as their own labels. */
export const choices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));

export const SelectInput = observer(function SelectInput({
  store,
  name,
  label,
  hint,
  options,
  empty,
}: InputProps & { options: readonly Choice[]; empty?: string | null }) {
  const t = useMessages(listingsMessages);
  return (
    <FieldFrame store={store} name={name} label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={store.values[name]}
          onChange={(event) => store.set(name, event.target.value)}
        >
          {empty !== null ? <option value="">{empty ?? t('wizard.not_chosen')}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});
