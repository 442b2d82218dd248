import { observer } from 'mobx-react-lite';
import { PhotosStep } from './photos/PhotosStep';
import type { StepProps } from './wizard-steps';

/** Step 4: the photo step with the wizard's draft; its changes go back into the wizard. */
export default observer(function PhotosWizardStep({ store }: StepProps) {
  const draft = store.draft;
  if (!draft) return null;
  return <PhotosStep draft={draft} onDraftChange={(next) => store.acceptPhotos(next)} />;
});
