import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { sharedMessages, useMessages } from '@phuket/shared/i18n';
import { Link } from '@phuket/shared/router';
import './wizard-frame.css';

export interface WizardFrameStep {
  /** Stable across renders (the step's key or number). */
  key: string | number;
  title: string;
  /** The step's address; null while the record has none yet (the nav shows a plain name). */
  href: string | null;
}

export interface WizardFrameProps {
  /** The nav's name: 'Listing steps', 'Developer steps'. */
  label: string;
  steps: readonly WizardFrameStep[];
  /** Index into `steps` of the step shown. */
  current: number;
  /** Each step's number in a circle before its name (the listing's six steps). */
  numbered?: boolean;
  /** The form's heading: the step's name, or "Step 2 of 6: Location". */
  heading: string;
  /** A step link, Back or Next: the area saves and checks, then moves (or stays). */
  onGo: (index: number) => void;
  /** Instead of Back on the first step: where leaving goes (the list). */
  cancelHref?: string;
  /** The save status (AutosaveStatus), between Back and Next. */
  status: ReactNode;
  /** Above the form: the conflict alert (AutosaveConflict). */
  alert?: ReactNode;
  /** The heading takes the focus on arrival too (the page opened by moving from a step). */
  focusOnArrival?: boolean;
  formRef?: RefObject<HTMLFormElement | null>;
  /** The step's fields. */
  children: ReactNode;
}

/**
 * The frame of a step-by-step form that saves itself (listing, developer, project): the nav of
 * all steps with the current one marked, the step's heading (focused when the person moves, so
 * a screen reader starts there), the fields, and a bar with Back (or Cancel), the save status
 * and Next. Next submits the form, so Enter in a field moves on as the button does. What moving
 * means (save, check, the address) stays with each area: `onGo`.
 */
export function WizardFrame({
  label,
  steps,
  current,
  numbered = false,
  heading,
  onGo,
  cancelHref,
  status,
  alert,
  focusOnArrival = false,
  formRef,
  children,
}: WizardFrameProps) {
  const t = useMessages(sharedMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(true);
  const headingId = `wizard-heading-${String(steps[current]?.key ?? current)}`;

  useEffect(() => {
    const first = arrived.current;
    arrived.current = false;
    if (!first || focusOnArrival) headingRef.current?.focus();
    // Only a move focuses: `focusOnArrival` is read on arrival, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const onStepClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    if (index !== current) onGo(index);
  };
  const hasNext = current < steps.length - 1;

  return (
    <div className="wizard-frame">
      <nav
        aria-label={label}
        className={`wizard-frame__steps${numbered ? ' wizard-frame__steps--numbered' : ''}`}
      >
        <ol>
          {steps.map((step, index) => {
            const name = (
              <>
                {numbered ? (
                  <>
                    <span className="wizard-frame__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className="visually-hidden">
                      {t('wizard.step_number', { number: index + 1 })}
                    </span>
                  </>
                ) : null}
                {step.title}
              </>
            );
            const here = index === current ? 'step' : undefined;
            return (
              <li key={step.key}>
                {step.href === null ? (
                  <span aria-current={here}>{name}</span>
                ) : (
                  <Link
                    to={step.href}
                    aria-current={here}
                    onClick={(event) => onStepClick(event, index)}
                  >
                    {name}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {alert}
      <form
        ref={formRef}
        className="wizard-frame__form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (hasNext) onGo(current + 1);
        }}
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {children}
        <div className="wizard-frame__bar">
          {current > 0 ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onGo(current - 1)}
            >
              {t('wizard.back')}
            </button>
          ) : cancelHref !== undefined ? (
            <Link className="button button--secondary" to={cancelHref}>
              {t('wizard.cancel')}
            </Link>
          ) : null}
          <div className="wizard-frame__status">{status}</div>
          {hasNext ? (
            <button type="submit" className="button">
              {t('wizard.next')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
