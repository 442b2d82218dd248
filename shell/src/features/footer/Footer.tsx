import { useEffect, useState } from 'react';
import { getLocations, serverDataKeys } from '@phuket/shared/api';
import { useRuntimeConfig } from '@phuket/shared/config';
import type { Location, RuntimeConfig } from '@phuket/shared/domain';
import { useLabels, useMessages } from '@phuket/shared/i18n';
import { paths } from '@phuket/shared/routes';
import type { ReactNode } from 'react';
import { Link } from '@phuket/shared/router';
import { useServerData } from '@phuket/shared/ssr';
import { FOOTER_GROUPS, footerSearchHref } from './footer-searches';
import { CurrencySelector } from './CurrencySelector';
import { shellMessages } from '../../common/messages';
import './footer.css';

const socials: readonly { network: SocialNetwork; label: string; path: string }[] = [
  {
    network: 'facebook',
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  },
  {
    network: 'instagram',
    label: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    network: 'youtube',
    label: 'YouTube',
    path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15V9l5.2 3z',
  },
  {
    network: 'line',
    label: 'LINE',
    path: 'M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.2-6C21.4 14.2 22 12.7 22 11c0-4.4-4.5-8-10-8z',
  },
];

/** The areas the footer's searches name: the server's answer, else fetched once. */
function useLocations(): readonly Location[] {
  const serverData = useServerData();
  const [locations, setLocations] = useState<readonly Location[]>(
    () => serverData.get<Location[]>(serverDataKeys.locations()) ?? [],
  );
  const loaded = locations.length > 0;
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    getLocations()
      .then((answer) => {
        if (live) setLocations(answer);
      })
      // Without them the area links still open the type's search, only not narrowed.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loaded]);
  return locations;
}

type SocialNetwork = keyof RuntimeConfig['social'];

export function Footer({ languageSwitch }: { languageSwitch?: ReactNode }) {
  const t = useMessages(shellMessages);
  const labels = useLabels();
  const locations = useLocations();
  // Only the profiles the site's config names: an icon that leads nowhere is not shown.
  const { social } = useRuntimeConfig();
  const profiles = socials.flatMap((item) => {
    const href = social[item.network];
    return href ? [{ ...item, href }] : [];
  });
  return (
    <footer className="site-footer">
      <div className="container site-footer__groups">
        {FOOTER_GROUPS.map((group) => (
          <section key={group.title} aria-label={t(group.title)}>
            <h2>{t(group.title)}</h2>
            <ul>
              {group.searches.map((search) => (
                <li key={`${search.label}:${search.area ?? ''}`}>
                  <Link to={footerSearchHref(search, locations)}>
                    {t(search.label, { area: labels.location(search.area ?? '') })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container site-footer__bar">
        {profiles.length > 0 ? (
          <ul className="site-footer__social" aria-label={t('footer.social')}>
            {profiles.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.new_tab', { network: profile.label })}
                  title={profile.label}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path d={profile.path} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="site-footer__pages">
          <li>
            {/* The directories of what developers publish, a link away from every page. */}
            <Link to={paths.projects}>{t('footer.all_projects')}</Link>
          </li>
          <li>
            <Link to={paths.developers}>{t('footer.developers')}</Link>
          </li>
          <li>
            <Link to={paths.aboutUs}>{t('footer.about')}</Link>
          </li>
          <li>
            <Link to={paths.contactUs}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={paths.terms}>{t('footer.terms')}</Link>
          </li>
        </ul>
        <CurrencySelector />
        {languageSwitch}
      </div>
      <p className="container site-footer__copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
