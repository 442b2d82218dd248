import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from '@phuket/shared/router';
import type { AgentProfile, ListingParams } from '@phuket/shared/api';
import { getAgent, getAgentListings } from '@phuket/shared/api';
import { mediaUrl } from '@phuket/shared/config';
import { ContactButtons } from '@phuket/shared/ui';
import { Avatar } from '../../app/Avatar';
import { ListingsSection } from '../../app/listing-search/ListingsSection';
import { useListingSearch } from '../../app/listing-search/use-listing-search';
import { parseRouteId } from '../../app/load-error';
import { ResourceStore } from '../../app/resource-store';
import { DetailSkeleton } from '../../app/status/DetailSkeleton';
import { ErrorScreen, NotFoundScreen } from '../../app/status/StatusScreens';
import { useDocumentTitle } from '../../app/use-document-title';
import './agent.css';

const GONE = 'This agent does not exist or no longer has a public page.';

export default function AgentPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundScreen title="Agent not found" text={GONE} />;
  return <AgentView key={id} id={id} />;
}

const AgentView = observer(function AgentView({ id }: { id: number }) {
  const [store] = useState(() => new ResourceStore<AgentProfile>(() => getAgent(id)));
  useEffect(() => {
    void store.load();
  }, [store]);
  useDocumentTitle(store.data?.name);

  if (store.status === 'not-found') return <NotFoundScreen title="Agent not found" text={GONE} />;
  if (store.status === 'unavailable') return <ErrorScreen onRetry={() => store.retry()} />;
  if (!store.data) return <DetailSkeleton hero={false} />;
  return <AgentContent agent={store.data} />;
});

function AgentContent({ agent }: { agent: AgentProfile }) {
  const fetchListings = useCallback(
    (params: ListingParams) => getAgentListings(agent.id, params),
    [agent.id],
  );
  const listings = useListingSearch(fetchListings);
  const companyLogo = mediaUrl(agent.company_logo_path);
  return (
    <main className="container catalog-page agent-page">
      <section className="agent-profile detail-card" aria-labelledby="agent-name">
        <Avatar name={agent.name} path={agent.avatar_path} size={96} />
        <div className="agent-profile__body">
          <p className="agent-profile__eyebrow">Property agent in Phuket</p>
          <h1 id="agent-name">{agent.name}</h1>
          <p className="agent-profile__meta">
            {agent.listings_count} listed {agent.listings_count === 1 ? 'property' : 'properties'}
          </p>
          <ContactButtons phone={agent.phone} email={agent.email} />
        </div>
        {companyLogo ? (
          <img className="agent-profile__company" src={companyLogo} alt="Company logo" />
        ) : null}
      </section>
      <ListingsSection store={listings} title={`Properties listed by ${agent.name}`} />
    </main>
  );
}
