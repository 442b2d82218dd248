import { msgId, useMessages } from '@phuket/shared/i18n';
import { catalogMessages } from '../../common/messages';
import { HeroSearch } from './HeroSearch';
import { NewProjects } from './NewProjects';
import { SubscribeForm } from './SubscribeForm';
import './home.css';
import { useDocumentTitle } from '@phuket/shared/ui';

const HIGHLIGHTS = [
  { value: '16+', label: msgId('home.fact_years') },
  { value: '20', label: msgId('home.fact_areas') },
  { value: '3', label: msgId('home.fact_currencies') },
];

export default function HomePage() {
  const t = useMessages(catalogMessages);
  useDocumentTitle(t('home.title'));
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title">{t('home.heading')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <HeroSearch />
          <ul className="hero__facts">
            {HIGHLIGHTS.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong>
                <span>{t(item.label)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container">
        <NewProjects />
        <SubscribeForm />
      </div>
    </div>
  );
}
