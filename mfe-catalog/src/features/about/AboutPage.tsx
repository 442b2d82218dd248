import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { paths, sellPath } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { aboutMessages } from './messages';
import './about.css';
import { useDocumentTitle } from '@phuket/shared/ui';

const SERVICES = [
  { title: msgId('about.buying'), text: msgId('about.buying_text') },
  { title: msgId('about.renting'), text: msgId('about.renting_text') },
  { title: msgId('about.projects'), text: msgId('about.projects_text') },
  { title: msgId('about.commercial'), text: msgId('about.commercial_text') },
];

const TEAM = [
  { name: 'Somchai Wongsakul', role: msgId('about.role_founder'), initial: 'S' },
  { name: 'Emma Lindqvist', role: msgId('about.role_sales'), initial: 'E' },
  { name: 'Niran Chaiyaporn', role: msgId('about.role_rentals'), initial: 'N' },
  { name: 'Daniel Hartmann', role: msgId('about.role_projects'), initial: 'D' },
];

const REASONS = [
  msgId('about.reason_island'),
  msgId('about.reason_beaches'),
  msgId('about.reason_rentals'),
  msgId('about.reason_ownership'),
];

export default observer(function AboutPage() {
  const { session } = useStores();
  const t = useMessages(aboutMessages);
  useDocumentTitle(t('about.title'));
  return (
    <div className="about">
      <section className="about-hero">
        <div className="container">
          <p className="about-hero__eyebrow">{t('about.eyebrow')}</p>
          <h1>{t('about.title')}</h1>
          <p className="about-hero__lead">{t('about.lead')}</p>
        </div>
      </section>
      <div className="container about__body">
        <section className="about-block" aria-labelledby="story">
          <h2 id="story">{t('about.story')}</h2>
          <p>{t('about.story_1')}</p>
          <p>{t('about.story_2')}</p>
          <dl className="about-stats">
            <div>
              <dt>{t('about.founded')}</dt>
              <dd>2008</dd>
            </div>
            <div>
              <dt>{t('about.homes')}</dt>
              <dd>4,500+</dd>
            </div>
            <div>
              <dt>{t('about.partners')}</dt>
              <dd>30+</dd>
            </div>
            <div>
              <dt>{t('about.languages')}</dt>
              <dd>7</dd>
            </div>
          </dl>
        </section>

        <section className="about-block" aria-labelledby="what-we-do">
          <h2 id="what-we-do">{t('about.what_we_do')}</h2>
          <ul className="about-cards">
            {SERVICES.map((service) => (
              <li key={service.title} className="about-card">
                <h3>{t(service.title)}</h3>
                <p>{t(service.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-block" aria-labelledby="why-phuket">
          <h2 id="why-phuket">{t('about.why')}</h2>
          <ul className="about-reasons">
            {REASONS.map((reason) => (
              <li key={reason}>{t(reason)}</li>
            ))}
          </ul>
        </section>

        <section className="about-block" aria-labelledby="team">
          <h2 id="team">{t('about.team')}</h2>
          <ul className="about-team">
            {TEAM.map((member) => (
              <li key={member.name}>
                <span className="about-team__avatar" aria-hidden="true">
                  {member.initial}
                </span>
                <strong data-user-content>{member.name}</strong>
                <span>{t(member.role)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-cta" aria-labelledby="about-cta-title">
          <h2 id="about-cta-title">{t('about.cta_title')}</h2>
          <p>{t('about.cta_text')}</p>
          <div className="about-cta__buttons">
            <Link className="button" to={paths.properties}>
              {t('status.browse')}
            </Link>
            <Link className="button button--secondary" to={sellPath(session.isAuthenticated)}>
              {t('about.cta_list')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
});
