import { WIZARD_STEPS } from './steps';
import { resumeStep, stepFixing, stepFromSearch, wizardHref } from './wizard-steps';

const withoutPhotos = WIZARD_STEPS.filter((step) => step.key !== 'photos');

describe('wizard steps', () => {
  it('are basics, location, price and details, photos, media, then preview and publish', () => {
    expect(WIZARD_STEPS.map((step) => [step.key, step.dataStep])).toEqual([
      ['basics', 1],
      ['location', 2],
      ['details', 3],
      ['photos', undefined],
      ['media', undefined],
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
  });

  it('link each publish requirement to the step that fixes it, when the list has one', () => {
    expect(stepFixing(WIZARD_STEPS, 'title')).toBe(1);
    expect(stepFixing(WIZARD_STEPS, 'location')).toBe(2);
    expect(stepFixing(WIZARD_STEPS, 'price')).toBe(3);
    expect(stepFixing(WIZARD_STEPS, 'photos')).toBe(4);
    expect(stepFixing(withoutPhotos, 'photos')).toBeNull();
    // The media step sits between photos and preview: the preview is step 6.
    expect(WIZARD_STEPS.findIndex((step) => step.key === 'preview') + 1).toBe(6);
  });

  it('build the URL of a step; a draft not yet created has only /listing/create', () => {
    expect(wizardHref(12, 3)).toBe('/listing/create/12?step=3');
    expect(wizardHref(null, 3)).toBe('/listing/create');
  });
});
