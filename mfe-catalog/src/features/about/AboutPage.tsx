import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { paths, sellPath } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { useDocumentTitle } from '../../common/use-document-title';
import './about.css';

const SERVICES = [
  {
    title: 'Buying',
    text: 'Condos, pool villas, townhouses and land across the island, with honest advice on ownership structures for foreign buyers — freehold condominium quota, leasehold and company ownership.',
  },
  {
    title: 'Renting',
    text: 'Long-term homes for families and remote workers, and short stays for holidays. Every rental is visited by our team before it is published.',
  },
  {
    title: 'New projects',
    text: 'Off-plan developments from developers we have worked with for years, with their payment plans, layouts and completion dates in one place.',
  },
  {
    title: 'Commercial',
    text: 'Hotels, shops, offices, buildings and land plots for investors who want a business on the island, not only a home.',
  },
];

const TEAM = [
  { name: 'Somchai Wongsakul', role: 'Founder and managing director', initial: 'S' },
  { name: 'Emma Lindqvist', role: 'Head of sales, west coast', initial: 'E' },
  { name: 'Niran Chaiyaporn', role: 'Rentals and property management', initial: 'N' },
  { name: 'Daniel Hartmann', role: 'New projects and investment', initial: 'D' },
];

const REASONS = [
  'Thailand’s largest island, with an international airport, hospitals and schools of international standard.',
  'Beaches for every taste — lively Patong, family-friendly Kata and Karon, quiet Nai Harn and Mai Khao.',
  'A steady rental market driven by tourism all year and a growing community of long-stay residents.',
  'Foreign buyers can own a condominium unit freehold within the 49% foreign quota of a building.',
];

export default observer(function AboutPage() {
  const { session } = useStores();
  useDocumentTitle('About us');
  return (
    <div className="about">
      <section className="about-hero">
        <div className="container">
          <p className="about-hero__eyebrow">About WOW Phuket</p>
          <h1>About us</h1>
          <p className="about-hero__lead">
            Since 2008 we have helped people from more than forty countries find, buy and rent
            property in Phuket. We are a local team that lives on the island and knows every beach,
            road and building site on it.
          </p>
        </div>
      </section>
      <div className="container about__body">
        <section className="about-block" aria-labelledby="story">
          <h2 id="story">Our story</h2>
          <p>
            WOW Phuket started in 2008 as a two-person agency in a shophouse in Chalong. Buyers kept
            asking us the same questions — which areas flood in the rainy season, which developers
            finish on time, what a condo really costs to run — so we started writing the answers
            down. That habit became our way of working: tell people what we would want to know
            ourselves.
          </p>
          <p>
            Today our team of agents, lawyers&apos; assistants and property managers works from
            offices in Chalong and Cherngtalay. This portal brings our listings together with those
            of trusted brokers and developers, so you can compare everything in one place and in the
            currency you think in.
          </p>
          <dl className="about-stats">
            <div>
              <dt>Founded</dt>
              <dd>2008</dd>
            </div>
            <div>
              <dt>Homes sold and rented</dt>
              <dd>4,500+</dd>
            </div>
            <div>
              <dt>Partner developers</dt>
              <dd>30+</dd>
            </div>
            <div>
              <dt>Languages spoken</dt>
              <dd>7</dd>
            </div>
          </dl>
        </section>

        <section className="about-block" aria-labelledby="what-we-do">
          <h2 id="what-we-do">What we do</h2>
          <ul className="about-cards">
            {SERVICES.map((service) => (
              <li key={service.title} className="about-card">
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-block" aria-labelledby="why-phuket">
          <h2 id="why-phuket">Why Phuket</h2>
          <ul className="about-reasons">
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>

        <section className="about-block" aria-labelledby="team">
          <h2 id="team">Our team</h2>
          <ul className="about-team">
            {TEAM.map((member) => (
              <li key={member.name}>
                <span className="about-team__avatar" aria-hidden="true">
                  {member.initial}
                </span>
                <strong>{member.name}</strong>
                <span>{member.role}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-cta" aria-labelledby="about-cta-title">
          <h2 id="about-cta-title">Looking for a home in Phuket?</h2>
          <p>Browse the listings or put your own property in front of buyers and renters.</p>
          <div className="about-cta__buttons">
            <Link className="button" to={paths.properties}>
              Browse properties
            </Link>
            <Link className="button button--secondary" to={sellPath(session.isAuthenticated)}>
              List your property
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
});
