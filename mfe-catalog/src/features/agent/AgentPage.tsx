import type { AgentProfile } from '@phuket/shared/api';
import { serverDataKeys, getAgent, getAgentListings } from '@phuket/shared/api';
import { useMediaUrl } from '@phuket/shared/config';
import { PAGE_SIZES } from '@phuket/shared/filters';
import { useServerData } from '@phuket/shared/ssr';
import { EnquiryForm } from '@phuket/shared/enquiry';
import { paths } from '@phuket/shared/routes';
import { ContactButtons, VerifiedBadge } from '@phuket/shared/ui';
import { Avatar } from '../../common/Avatar';
import { DetailRoute } from '../../common/detail/DetailRoute';
import { RelatedListings } from '../../common/detail/RelatedListings';
import { DetailSkeleton } from '../../common/status/DetailSkeleton';
import { useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import './agent.css';

type TitledAgent = AgentProfile & { title: string };

/** DetailRoute names the tab after `title`; an agent is known by name. */
const titled = (agent: AgentProfile): TitledAgent => ({ ...agent, title: agent.name });

async function loadAgent(id: number): Promise<TitledAgent> {
  return titled(await getAgent(id));
}

export default function AgentPage() {
  const t = useMessages(catalogMessages);
  const serverData = useServerData();
  // The profile the server rendered the page from, when the page came with one.
  const fromServer = (id: number): TitledAgent | undefined => {
    const agent = serverData.get<AgentProfile>(serverDataKeys.agent(id));
    return agent && titled(agent);
  };
  return (
    <DetailRoute<TitledAgent>
      load={loadAgent}
      fromServer={fromServer}
      notFoundTitle={t('agent.not_found')}
      notFoundText={t('agent.not_found_text')}
      skeleton={<DetailSkeleton hero={false} />}
    >
      {(agent) => <AgentContent agent={agent} />}
    </DetailRoute>
  );
}

function AgentContent({ agent }: { agent: AgentProfile }) {
  const t = useMessages(catalogMessages);
  const companyLogo = useMediaUrl()(agent.company_logo_path);
  return (
    <div className="container catalog-page agent-page">
      <section className="agent-profile detail-card" aria-labelledby="agent-name">
        <Avatar name={agent.name} path={agent.avatar_path} size={96} />
        <div className="agent-profile__body">
          <p className="agent-profile__eyebrow">{t('agent.eyebrow')}</p>
          <h1 id="agent-name" data-user-content>
            {agent.name}
          </h1>
          {agent.verified ? <VerifiedBadge /> : null}
          <p className="agent-profile__meta">
            {t('agent.listed', {
              count: agent.listings_count,
              total: String(agent.listings_count),
            })}
          </p>
          {agent.languages.length > 0 ? (
            <p className="agent-profile__languages">
              <span className="agent-profile__languages-label">{t('agent.speaks')}</span>{' '}
              <span data-user-content>
                {agent.languages.map((language) => language.name).join(', ')}
              </span>
            </p>
          ) : null}
          {/* Null unless the agent chose to show them: then there is no contact line at all. */}
          {agent.phone || agent.email ? (
            <ContactButtons phone={agent.phone} email={agent.email} />
          ) : null}
        </div>
        {companyLogo ? (
          <img className="agent-profile__company" src={companyLogo} alt={t('agent.company_logo')} />
        ) : null}
      </section>
      {agent.bio ? (
        <section className="agent-bio detail-card" aria-labelledby="agent-bio-title">
          <h2 id="agent-bio-title">{t('agent.about', { name: agent.name })}</h2>
          {/* Plain text: a blank line starts a paragraph, a single line break stays one. */}
          {agent.bio.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} data-user-content>
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
      <EnquiryForm
        className="enquiry-form--section"
        path={agent.enquiry_path}
        subject={t('agent.subject')}
        pagePath={paths.agent(agent.id)}
        title={t('developer.enquiry_title', { name: agent.name })}
        lead={t('agent.enquiry_lead')}
      />
      <RelatedListings
        ownerId={agent.id}
        fetchListings={getAgentListings}
        perPage={PAGE_SIZES.agentListings}
        serverDataKey={serverDataKeys.agentListings}
        title={t('agent.listings_title', { name: agent.name })}
        // Offer type, property type and the rest, in the URL, over this agent's listings.
        filters={{}}
      />
    </div>
  );
}
