import { RuntimeConfig } from '@phuket/shared/contract';
import type { Config } from '../env';
import { siteBuildsFor } from './releases';

export { RuntimeConfig };

/** Shown on the demo site's contact page where COMPANY_* are not set; never in production. */
const DEMO_COMPANY = {
  email: 'hello@wowphuket.example',
  phone: '+6676123456',
  address: '12/3 Chao Fa West Road, Chalong, Mueang Phuket, Phuket 83130, Thailand',
};

/** The company's details as the site shows them: COMPANY_*, else in demo mode made-up ones. */
export function companyDetails(config: Config): Config['company'] {
  const { name, email, phone, address } = config.company;
  const fallback = config.demoMode ? DEMO_COMPANY : { email: null, phone: null, address: null };
  return {
    name,
    email: email ?? fallback.email,
    phone: phone ?? fallback.phone,
    address: address ?? fallback.address,
  };
}

/** What the shell reads at start-up: where each remote's manifest lives, and the public knobs. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return {
    // A local area's live release (site/releases.ts), read per request: a release or a
    // rollback reaches the next page load without a restart.
    ...siteBuildsFor(config).served(),
    apiBase: '/api',
    mediaPrefix: config.publicMediaPrefix,
    mapsApiKey: config.googleMapsApiKey,
    ipLookupUrl: config.ipLookupUrl,
    demo: config.demoMode,
    company: companyDetails(config),
    social: { ...config.social },
  };
}
