import { useDocumentTitle } from '../../common/use-document-title';
import { HeroSearch } from './HeroSearch';
import { NewProjects } from './NewProjects';
import { SubscribeForm } from './SubscribeForm';
import './home.css';

const HIGHLIGHTS = [
  { value: '16+', label: 'Years in Phuket real estate' },
  { value: '20', label: 'Areas from Mai Khao to Rawai' },
  { value: '3', label: 'Currencies: THB, USD, EUR' },
];

export default function HomePage() {
  useDocumentTitle('Phuket property for sale and rent');
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__art" aria-hidden="true">
          <svg viewBox="0 0 1440 320" preserveAspectRatio="none">
            <path
              d="M0 230c120-30 240-70 380-60s230 60 380 60 300-70 440-80 180 20 240 30v140H0Z"
              fill="rgba(255,255,255,0.06)"
            />
            <path
              d="M0 270c160-20 300-50 460-40s260 50 420 50 320-60 420-60 100 10 140 20v100H0Z"
              fill="rgba(255,255,255,0.08)"
            />
          </svg>
        </div>
        <div className="container hero__inner">
          <p className="hero__eyebrow">Villas · Condos · New projects · Commercial</p>
          <h1 id="hero-title">Get the WOW Experience of Phuket Real Estate</h1>
          <p className="hero__lead">
            Homes to buy and rent across the island — from beachfront condos in Kata to pool villas
            in Layan — with prices in the currency you think in.
          </p>
          <HeroSearch />
          <ul className="hero__facts">
            {HIGHLIGHTS.map((item) => (
              <li key={item.label}>
                <strong>{item.value}</strong>
                <span>{item.label}</span>
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
