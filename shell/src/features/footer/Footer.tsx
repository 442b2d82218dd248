import { Link } from '@phuket/shared/router';
import { CurrencySelector } from './CurrencySelector';
import './footer.css';

/** SPEC §2 "Footer": every link of it goes to / as written. */
const seoGroups = [
  {
    title: 'Phuket Apartments',
    links: [
      'Apartments in Patong',
      'Apartments in Kata',
      'Condos in Bang Tao',
      'Apartments in Rawai',
    ],
  },
  {
    title: 'Phuket Villas',
    links: [
      'Villas in Layan',
      'Villas in Nai Harn',
      'Pool villas in Cherngtalay',
      'Villas in Kamala',
    ],
  },
  {
    title: 'Popular Property Searches',
    links: [
      'Sea view property',
      'Property for rent in Phuket',
      'Beachfront condos',
      'Off-plan projects',
    ],
  },
  {
    title: 'Commercial Properties',
    links: ['Hotels for sale', 'Shops and offices', 'Buildings for sale', 'Land plots'],
  },
];

const socials = [
  {
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  },
  {
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'YouTube',
    path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15V9l5.2 3z',
  },
  {
    label: 'LINE',
    path: 'M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.2-6C21.4 14.2 22 12.7 22 11c0-4.4-4.5-8-10-8z',
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__groups">
        {seoGroups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((label) => (
                <li key={label}>
                  <Link to="/">{label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__bar">
        <ul className="site-footer__social" aria-label="Social media">
          {socials.map((social) => (
            <li key={social.label}>
              <Link to="/" aria-label={social.label} title={social.label}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d={social.path} fill="currentColor" />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
        <ul className="site-footer__pages">
          <li>
            <Link to="/">About Us</Link>
          </li>
          <li>
            <Link to="/">Contact Us</Link>
          </li>
          <li>
            <Link to="/">Terms &amp; Privacy Policy</Link>
          </li>
        </ul>
        <CurrencySelector />
      </div>
      <p className="container site-footer__copyright">
        © 2008 - 2024 WOW Phuket. All rights reserved.
      </p>
    </footer>
  );
}
