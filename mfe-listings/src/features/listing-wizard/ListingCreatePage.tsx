import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMessages } from '@phuket/shared/i18n';
import { listingsMessages } from '../../common/messages';
import { ListingWizard } from './ListingWizard';
import { useDocumentTitle } from '@phuket/shared/ui';
import { handOver } from './wizard-page';
import { ListingWizardStore } from './wizard-store';
import { wizardHref } from './wizard-steps';

/** /listing/create: step 1 of a listing that does not exist until its first save. */
export default observer(function ListingCreatePage() {
  const t = useMessages(listingsMessages);
  const [store] = useState(() => new ListingWizardStore());
  const title = t('wizard.create_title');
  useDocumentTitle(title);

  // The first autosave creates the draft: the address bar shows its URL at once, so a reload
  // resumes it. Written past the router on purpose: a router navigation would mount the other
  // route's page under the person's fingers while they type; Next moves on through the router.
  useEffect(
    () =>
      reaction(
        () => store.draft?.id,
        (id) => {
          if (id === undefined) return;
          handOver(store);
          window.history.replaceState(window.history.state, '', wizardHref(id, 1));
        },
      ),
    [store],
  );

  return (
    <div className="container page">
      <h1>{title}</h1>
      <ListingWizard store={store} step={1} onCreated={handOver} />
    </div>
  );
});
