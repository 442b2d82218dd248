import { Suspense, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { useNavigate } from '@phuket/shared/router';
import { focusFirstInvalid } from '@phuket/shared/ui';
import { AutosaveConflict, AutosaveStatus, WizardFrame } from '@phuket/shared/wizard';
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

/** The listing's six steps in the shared wizard frame; each step's form from WIZARD_STEPS. */
export const ListingWizard = observer(function ListingWizard({
  store,
  step,
  onCreated,
}: ListingWizardProps) {
  const t = useMessages(listingsMessages);
  const contractText = useContractText();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  useSaveOnLeave(store);

  const current = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const Step = current.component;
  const id = store.draft?.id ?? null;
  const stepHref = (number: number) => wizardHref(id, number);
  // The first step page of a new draft is a new page: the store says the person moved to it.
  const [moved] = useState(() => store.moved);
  useEffect(() => {
    store.moved = false;
  }, [store, step]);

  /** Saves what this step holds, then goes: unless a field of this step is refused. */
  const go = async (index: number) => {
    await store.flush(true);
    const draft = store.draft;
    if (!draft) return;
    if (current.dataStep !== undefined && store.invalidFieldsOf(current.dataStep).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    store.moved = true;
    onCreated?.(store);
    void navigate(wizardHref(draft.id, index + 1));
  };

  return (
    <WizardFrame
      label={t('wizard.steps_nav')}
      steps={WIZARD_STEPS.map((item, index) => ({
        key: item.key,
        title: t(item.label),
        href: wizardHref(id, index + 1),
      }))}
      current={step - 1}
      numbered
      heading={t('wizard.step_heading', {
        step,
        count: WIZARD_STEPS.length,
        name: t(current.label),
      })}
      onGo={(index) => void go(index)}
      alert={<AutosaveConflict store={store} reason={contractText} />}
      status={<AutosaveStatus store={store} reason={contractText} />}
      focusOnArrival={moved}
      formRef={formRef}
    >
      <Suspense fallback={<p role="status">{t('wizard.step_loading')}</p>}>
        <Step store={store} steps={WIZARD_STEPS} stepHref={stepHref} />
      </Suspense>
    </WizardFrame>
  );
});
