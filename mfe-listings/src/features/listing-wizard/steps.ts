import { lazy } from 'react';
import { msgId } from '@phuket/shared/i18n';
import type { WizardStep } from './wizard-steps';

/**
 * The listing wizard's steps, in order; each is its own chunk, loaded when first shown.
 */
export const WIZARD_STEPS: readonly [WizardStep, ...WizardStep[]] = [
  {
    key: 'basics',
    label: msgId('wizard.step_basics'),
    dataStep: 1,
    fixes: ['title', 'property_type', 'offer_type'],
    component: lazy(() => import(/* webpackChunkName: "wizard-step-basics" */ './BasicsStep')),
  },
  {
    key: 'location',
    label: msgId('wizard.step_location'),
    dataStep: 2,
    fixes: ['location'],
    component: lazy(() => import(/* webpackChunkName: "wizard-step-location" */ './LocationStep')),
  },
  {
    key: 'details',
    label: msgId('wizard.step_details'),
    dataStep: 3,
    fixes: ['price'],
    component: lazy(() => import(/* webpackChunkName: "wizard-step-details" */ './DetailsStep')),
  },
  {
    key: 'photos',
    label: msgId('wizard.step_photos'),
    fixes: ['photos'],
    component: lazy(
      () => import(/* webpackChunkName: "wizard-step-photos" */ './PhotosWizardStep'),
    ),
  },
  {
    key: 'media',
    label: msgId('wizard.step_media'),
    // The step with tus-js-client: its own chunk, so no other step loads it.
    component: lazy(() => import(/* webpackChunkName: "wizard-step-media" */ './MediaWizardStep')),
  },
  {
    key: 'preview',
    label: msgId('wizard.step_preview'),
    component: lazy(() => import(/* webpackChunkName: "wizard-step-preview" */ './PreviewStep')),
  },
];
