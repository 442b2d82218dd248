import { WIZARD_STEPS } from './steps';
import type { WizardStep } from './wizard-steps';
import { resumeStep, stepFixing, stepFromSearch, wizardHref } from './wizard-steps';

const Blank = () => null;

/** The list as it will be once the media step is added between photos and preview. */
const withMedia: WizardStep[] = [
  ...WIZARD_STEPS.slice(0, 4),
  { key: 'media', label: 'Video, floor plan and documents', component: Blank },
  ...WIZARD_STEPS.slice(4),
];
const withoutPhotos = WIZARD_STEPS.filter((step) => step.key !== 'photos');

describe('wizard steps', () => {
  it('are basics, location, price and details, photos, then preview and publish', () => {
    expect(WIZARD_STEPS.map((step) => [step.key, step.dataStep])).toEqual([
      ['basics', 1],
      ['location', 2],
      ['details', 3],
      ['photos', undefined],
      ['preview', undefined],
    ]);
  });

  it('read ?step=N from the URL, kept within the steps there are', () => {
    expect(stepFromSearch('?step=2', 4)).toBe(2);
    expect(stepFromSearch('?step=9', 4)).toBe(4);
    expect(stepFromSearch('?step=0', 4)).toBe(1);
    expect(stepFromSearch('?step=two', 4)).toBeNull();
    expect(stepFromSearch('', 4)).toBeNull();
  });

  it('resume a draft at the step of the furthest data it saved', () => {
    expect(resumeStep(WIZARD_STEPS, 1)).toBe(1);
    expect(resumeStep(WIZARD_STEPS, 2)).toBe(2);
    expect(resumeStep(WIZARD_STEPS, 3)).toBe(3);
    expect(resumeStep(withMedia, 3)).toBe(3);
  });

  it('link each publish requirement to the step that fixes it, when the list has one', () => {
    expect(stepFixing(WIZARD_STEPS, 'title')).toBe(1);
    expect(stepFixing(WIZARD_STEPS, 'location')).toBe(2);
    expect(stepFixing(WIZARD_STEPS, 'price')).toBe(3);
    expect(stepFixing(WIZARD_STEPS, 'photos')).toBe(4);
    expect(stepFixing(withoutPhotos, 'photos')).toBeNull();
    // One descriptor added: the photos requirement still links to 4 and the preview moves to 6.
    expect(stepFixing(withMedia, 'photos')).toBe(4);
    expect(withMedia.findIndex((step) => step.key === 'preview') + 1).toBe(6);
  });

  it('build the URL of a step; a draft not yet created has only /listing/create', () => {
    expect(wizardHref(12, 3)).toBe('/listing/create/12?step=3');
    expect(wizardHref(null, 3)).toBe('/listing/create');
  });
});
