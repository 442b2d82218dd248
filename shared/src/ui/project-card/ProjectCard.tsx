import { Link } from '@phuket/shared/router';
import { launchState, titleIn, type ProjectSummary } from '../../contract';
import { currencySign, formatNumber } from '@phuket/shared/format';
import { LISTING_PLACEHOLDER_IMAGE } from '../listing-card/placeholder';
import {
  LANGUAGE_TAGS,
  formatMonthIn,
  sharedMessages,
  useLabels,
  useLocale,
  useMessages,
} from '@phuket/shared/i18n';
import '../listing-card/listing-card.css';
import './project-card.css';

export interface ProjectCardProps {
  project: ProjectSummary;
  /** 'eager' for the first row of a grid; the rest loads when scrolled to. */
  loading?: 'eager' | 'lazy';
  /** Heading level of the title: 3 under a page's section headings, 2 in a directory. */
  headingLevel?: 2 | 3;
}

/**
 * A project as the home page and the /projects directory show it: main photo, developer,
 * area, stage, launch, completion and price from. One stretched link, as the listing card has, so
 * the frame reuses the listing card's styles and sizes.
 */
export function ProjectCard({ project, loading = 'lazy', headingLevel = 3 }: ProjectCardProps) {
  const t = useMessages(sharedMessages);
  const locale = useLocale();
  const labels = useLabels();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The title in the visitor's language when the developer gave one, else the original.
  const title = titleIn(
    { title: project.title, language: project.language, titles: project.title_translations },
    locale,
  );
  const { stage } = project;
  // In the currency of the answer: the visitor's where the page asked for it (every page does),
  // else the project's own.
  const priceFrom =
    project.price_from === null
      ? null
      : `${currencySign(project.currency)}${formatNumber(project.price_from)}`;
  // The launch first: home's 'New Projects in Phuket' is in launch order.
  const launch = launchState(project.launch, new Date());
  const launchMonth = launch
    ? formatMonthIn(locale, new Date(Date.UTC(launch.month.year, launch.month.month - 1, 1)))
    : null;
  const facts = [
    launch && launchMonth
      ? launch.ahead
        ? t('project_card.launching', { month: launchMonth })
        : t('project_card.launched', { month: launchMonth })
      : null,
    project.completion ? t('project_card.completion', { completion: project.completion }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <article className="listing-card project-card">
      <div className="listing-card__media">
        <img
          className="listing-card__image"
          src={project.main_photo ?? LISTING_PLACEHOLDER_IMAGE}
          alt=""
          width={640}
          height={480}
          loading={loading}
          decoding="async"
        />
        {stage ? (
          <div className="listing-card__badges">
            <span className="listing-card__badge">{labels.propertyStage(stage)}</span>
          </div>
        ) : null}
        {project.developer?.logo ? (
          <img
            className="listing-card__developer"
            src={project.developer.logo}
            alt=""
            width={72}
            height={36}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="listing-card__body project-card__body">
        {priceFrom ? (
          <p className="listing-card__price">
            <span className="listing-card__period">{t('project_card.from')} </span>
            <span className="listing-card__amount">{priceFrom}</span>
          </p>
        ) : null}
        <Heading className="listing-card__title">
          <Link
            className="listing-card__link"
            to={`/projects/${project.id}`}
            data-user-content
            lang={title.language === locale ? undefined : LANGUAGE_TAGS[title.language]}
          >
            {title.text}
          </Link>
        </Heading>
        {project.location ? (
          <p className="listing-card__location">{labels.location(project.location.name)}</p>
        ) : null}
        {project.developer ? (
          <p className="project-card__developer">
            {t('project_card.by', {
              // A proper name inside the sentence (WCAG 3.1.2 leaves it unmarked).
              developer: titleIn(
                {
                  title: project.developer.title,
                  language: project.developer.language,
                  titles: project.developer.title_translations,
                },
                locale,
              ).text,
            })}
          </p>
        ) : null}
        {facts.length > 0 ? (
          <ul className="listing-card__facts" aria-label={t('project_card.facts')}>
            {facts.map((fact) => (
              <li key={fact} className="listing-card__fact">
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
