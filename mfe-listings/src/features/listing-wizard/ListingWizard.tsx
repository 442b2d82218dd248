import type { MouseEvent } from 'react';
import { Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { Link, useNavigate } from '@phuket/shared/router';
import { focusFirstInvalid } from '@phuket/shared/ui';
import { useContractText } from '../../common/contract-texts';
import { listingsMessages } from '../../common/messages';
import { WIZARD_STEPS } from './steps';
import type { ListingWizardStore } from './wizard-store';
import { wizardHref } from './wizard-steps';
import './listing-wizard.css';

export interface ListingWizardProps {
  store: ListingWizardStore;
  /** 1-based, into WIZARD_STEPS. */
  step: number;
  /** The draft was just created on /listing/create: the page under the new URL takes this store. */
  onCreated?: (store: ListingWizardStore) => void;
}

/**
 * Saves on leaving: when the tab is hidden or closed (best effort: the request may not finish),
 * and asks before closing only while a save is pending.
 */
function useSaveOnLeave(store: ListingWizardStore): void {
  useEffect(() => {
    const save = () => {
      if (document.visibilityState === 'hidden') void store.flush();
    };
    const pagehide = () => void store.flush();
    const beforeunload = (event: BeforeUnloadEvent) => {
      if (!store.unsaved) return;
      void store.flush();
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', save);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('beforeunload', beforeunload);
    return () => {
      document.removeEventListener('visibilitychange', save);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('beforeunload', beforeunload);
      // Leaving the wizard inside the site (my listings, the header): what is typed goes now.
      void store.flush();
    };
  }, [store]);
}

/** The step indicator, the current step's form, the save status, Back and Next. */
export const ListingWizard = observer(function ListingWizard({
  store,
  step,
  onCreated,
}: ListingWizardProps) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useSaveOnLeave(store);

  const current = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const Step = current.component;
  const id = store.draft?.id ?? null;
  const stepHref = (number: number) => wizardHref(id, number);

  // A new step takes the focus to its heading, so a screen reader starts there.
  // The first step page of a new draft is a new page, so the flag lives in the store.
  useEffect(() => {
    if (store.moved) headingRef.current?.focus();
    store.moved = false;
  }, [store, step]);

  /** Saves what this step holds, then goes: unless a field of this step is refused. */
  const go = async (target: number) => {
    await store.flush(true);
    const draft = store.draft;
    if (!draft) return;
    if (current.dataStep !== undefined && store.invalidFieldsOf(current.dataStep).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    store.moved = true;
    onCreated?.(store);
    void navigate(wizardHref(draft.id, target));
  };

  const onStepClick = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
    event.preventDefault();
    if (target !== step) void go(target);
  };

  return (
    <div className="listing-wizard">
      <nav aria-label={t('wizard.steps_nav')} className="listing-wizard__steps">
        <ol>
          {WIZARD_STEPS.map((item, index) => {
            const number = index + 1;
            return (
              <li key={item.key}>
                <Link
                  to={wizardHref(id, number)}
                  aria-current={number === step ? 'step' : undefined}
                  onClick={(event) => onStepClick(event, number)}
                >
                  <span className="listing-wizard__step-number" aria-hidden="true">
                    {number}
                  </span>
                  <span className="visually-hidden">{t('wizard.step_number', { number })}</span>
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>

      {store.conflict ? (
        <div className="listing-wizard__alert" role="alert">
          <p>{contractText(store.conflict)}</p>
          <p>{t('wizard.conflict_hint')}</p>
          <button type="button" className="button" onClick={() => void store.reload()}>
            {t('wizard.reload')}
          </button>
        </div>
      ) : null}

      <form
        ref={formRef}
        className="listing-wizard__form"
        noValidate
        aria-labelledby="listing-step-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < WIZARD_STEPS.length) void go(step + 1);
        }}
      >
        <h2 id="listing-step-heading" ref={headingRef} tabIndex={-1}>
          {t('wizard.step_heading', {
            step,
            count: WIZARD_STEPS.length,
            name: t(current.label),
          })}
        </h2>
        <Suspense fallback={<p role="status">{t('wizard.step_loading')}</p>}>
          <Step store={store} steps={WIZARD_STEPS} stepHref={stepHref} />
        </Suspense>

        <div className="listing-wizard__bar">
          {step > 1 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void go(step - 1)}
            >
              {t('wizard.back')}
            </button>
          ) : null}
          <SaveStatus store={store} />
          {step < WIZARD_STEPS.length ? (
            <button type="submit" className="button">
              {t('wizard.next')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
});

/** The autosave's status (shared `statusText`) in the page's language. */
function useStatusText(store: ListingWizardStore): string {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  switch (store.status) {
    case 'conflict':
      return t('wizard.not_saved', { reason: contractText(store.conflict ?? '') });
    case 'saving':
      return t('wizard.saving');
    case 'error':
      return store.saveError
        ? t('wizard.not_saved', { reason: contractText(store.saveError) })
        : t('contract.invalid_fields');
    case 'saved':
      return t('wizard.saved');
    default:
      return '';
  }
}

const SaveStatus = observer(function SaveStatus({ store }: { store: ListingWizardStore }) {
  const t = useMessages(listingsMessages);
  const statusText = useStatusText(store);
  const failed = store.saveError !== null && !store.conflict;
  return (
    <div className="listing-wizard__status">
      <p aria-live="polite" data-testid="save-status">
        {statusText}
      </p>
      {failed ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void store.retry()}
        >
          {t('wizard.retry')}
        </button>
      ) : null}
    </div>
  );
});
