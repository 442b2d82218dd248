import { useDocumentTitle } from '../../common/use-document-title';
import './terms.css';

const SECTIONS = [
  { id: 'terms-of-use', title: 'Terms of use' },
  { id: 'listings', title: 'Listings and prices' },
  { id: 'accounts', title: 'Accounts' },
  { id: 'privacy', title: 'Privacy policy' },
  { id: 'data-we-collect', title: 'Personal data we collect' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'retention', title: 'How long we keep data' },
  { id: 'rights', title: 'Your rights' },
  { id: 'contact', title: 'Contact' },
];

export default function TermsPage() {
  useDocumentTitle('Terms & Privacy Policy');
  return (
    <div className="container catalog-page terms">
      <header className="terms__head">
        <h1>Terms &amp; Privacy Policy</h1>
        <p>Last updated 1 March 2024. These terms apply to everyone who uses WOW Phuket.</p>
      </header>
      <div className="terms__layout">
        <nav className="terms__toc" aria-label="Contents">
          <ol>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="terms__body">
          <section id="terms-of-use">
            <h2>Terms of use</h2>
            <p>
              WOW Phuket is operated by WOW Phuket Co., Ltd., Chalong, Mueang Phuket, Phuket 83130,
              Thailand. By using the site you agree to these terms. If you do not agree, please do
              not use the site.
            </p>
            <p>
              You may browse and share listings for your own, non-commercial use. You may not copy
              listings, photos or descriptions in bulk, use automated tools that put an unreasonable
              load on the site, or try to get around its security.
            </p>
          </section>
          <section id="listings">
            <h2>Listings and prices</h2>
            <p>
              Listings are published by us, by independent brokers and by developers. We check them,
              but the person who lists a property is responsible for its description, photos,
              availability and price. A listing is an invitation to talk, not an offer.
            </p>
            <p>
              Prices shown in US dollars or euros are converted from the listing&apos;s own currency
              at our stored exchange rates and are for guidance; the deal is made in the currency
              agreed with the seller or landlord. Rent is shown per month for long-term rentals and
              per day otherwise.
            </p>
          </section>
          <section id="accounts">
            <h2>Accounts</h2>
            <p>
              Brokers and developers can register to publish listings, projects and presentations.
              You must give accurate details, keep your password secret and only publish property
              you are entitled to market. We may suspend accounts that publish misleading or
              unlawful content.
            </p>
          </section>
          <section id="privacy">
            <h2>Privacy policy</h2>
            <p>
              We process personal data in line with Thailand&apos;s Personal Data Protection Act
              B.E. 2562 (PDPA). WOW Phuket Co., Ltd. is the data controller. We only collect what we
              need to run the site and answer you, and we never sell personal data.
            </p>
          </section>
          <section id="data-we-collect">
            <h2>Personal data we collect</h2>
            <ul>
              <li>
                <strong>Email address</strong> — when you subscribe to our mailing list, so we can
                send property deals, exclusive listings and insights. Every email has an unsubscribe
                link.
              </li>
              <li>
                <strong>Phone number</strong> — when you add it to your profile or contact an agent,
                so the agent can call or message you back. We use your internet address once to
                suggest your country&apos;s dialling code.
              </li>
              <li>
                <strong>Account data</strong> — name, email, phone, role, password (stored only as a
                secure hash), avatar, company logo, preferred currency and notification settings,
                and the listings, projects and presentations you create.
              </li>
              <li>
                <strong>Technical data</strong> — server logs with your internet address, browser
                and the pages requested, used to keep the site secure and working.
              </li>
            </ul>
          </section>
          <section id="cookies">
            <h2>Cookies and local storage</h2>
            <p>
              We do not use advertising or tracking cookies. The site keeps two values in your
              browser&apos;s local storage:
            </p>
            <ul>
              <li>
                <code>token</code> — keeps you signed in; it is removed when you log out.
              </li>
              <li>
                <code>selectedCurrency</code> — remembers whether you see prices in THB, USD or EUR;
                it is removed when you log out.
              </li>
            </ul>
            <p>
              When a map is shown, Google Maps may set its own cookies under Google&apos;s privacy
              policy.
            </p>
          </section>
          <section id="retention">
            <h2>How long we keep data</h2>
            <ul>
              <li>Mailing-list emails: until you unsubscribe.</li>
              <li>Account data: while your account is open and 12 months after it is closed.</li>
              <li>Sign-in tokens: until you log out or they expire.</li>
              <li>One-time codes for password reset and confirmations: minutes, single use.</li>
              <li>Server logs: 90 days.</li>
            </ul>
          </section>
          <section id="rights">
            <h2>Your rights</h2>
            <p>
              You may ask for a copy of your personal data, have it corrected or deleted, object to
              or restrict its use, withdraw consent (for example to our newsletter) and ask for it
              in a portable form. You may also complain to Thailand&apos;s Personal Data Protection
              Committee. We answer requests within 30 days.
            </p>
          </section>
          <section id="contact">
            <h2>Contact</h2>
            <p>
              Questions about these terms or your data: email{' '}
              <a href="mailto:privacy@wowphuket.com">privacy@wowphuket.com</a>, call{' '}
              <a href="tel:+6676123456">+66 76 123 456</a>, or write to WOW Phuket Co., Ltd.,
              Chalong, Mueang Phuket, Phuket 83130, Thailand.
            </p>
          </section>
        </article>
      </div>
    </div>
  );
}
