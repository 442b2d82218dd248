import { lazy } from 'react';
import type { WizardStep } from './wizard-steps';

/**
 * The listing wizard's steps, in order; each is its own chunk, loaded when first shown.
 */
export const WIZARD_STEPS: readonly [WizardStep, ...WizardStep[]] = [
  {
    key: 'basics',
    label: 'Basics',
    dataStep: 1,
    fixes: ['title', 'property_type', 'offer_type'],
    component: lazy(() => import(/* webpackChunkName: "wizard-step-basics" */ './BasicsStep')),
  },
  {
    key: 'location',
    label: 'Location',
    dataStep: 2,
    fixes: ['location'],
    component: lazy(() => import(/* webpackChunkName: "wizard-step-location" */ './LocationStep')),
  },
  {
    key: 'details',
    label: 'Price and details',
    dataStep: 3,
    fixes: ['price'],
    component: lazy(() => import(/* webpackChunkName: "wizard-step-details" */ './DetailsStep')),
  },
  {
    key: 'photos',
    label: 'Photos',
    fixes: ['photos'],
    component: lazy(
      () => import(/* webpackChunkName: "wizard-step-photos" */ './PhotosWizardStep'),
    ),
  },
  {
    key: 'media',
    label: 'Video, floor plan and documents',
    // The step with tus-js-client: its own chunk, so no other step loads it.
    component: lazy(() => import(/* webpackChunkName: "wizard-step-media" */ './MediaWizardStep')),
  },
  {
    key: 'preview',
    label: 'Preview and publish',
    component: lazy(() => import(/* webpackChunkName: "wizard-step-preview" */ './PreviewStep')),
  },
];
