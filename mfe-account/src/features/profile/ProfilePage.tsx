import { observer } from 'mobx-react-lite';
import { Link } from '@phuket/shared/router';
import { mediaUrl } from '@phuket/shared/config';
import { CURRENCY_SIGNS, isCurrency } from '@phuket/shared/domain';
import { paths } from '@phuket/shared/routes';
import { useStores } from '@phuket/shared/stores';
import { displayPhone, roleLabel } from './format';
import '../../common/forms.css';
import './profile.css';

export default observer(function ProfilePage() {
  const { session, currency } = useStores();
  const user = session.user;
  if (!user) {
    return (
      <main className="container account-page">
        <p role="status">Loading your profile…</p>
      </main>
    );
  }

  const avatar = mediaUrl(user.avatar_path);
  const logo = mediaUrl(user.company_logo_path);
  const shownCurrency = isCurrency(user.currency) ? user.currency : currency.current;
  const edit = (section: string) => `${paths.profileEdit}#${section}`;

  return (
    <main className="container account-page profile">
      <section className="profile-card" aria-labelledby="profile-title">
        <div className="profile-card__top">
          <div className="profile-card__avatar">
            {avatar ? (
              <img src={avatar} alt={`${user.name}'s photo`} />
            ) : (
              <span aria-hidden="true">{session.initial}</span>
            )}
          </div>
          <div className="profile-card__who">
            <p className="profile-card__eyebrow">My profile</p>
            <h1 id="profile-title">{user.name}</h1>
            <p className="profile-card__role">
              <span className="visually-hidden">Role: </span>
              {roleLabel(user.role)}
            </p>
          </div>
          <Link to={paths.profileEdit} className="button profile-card__edit">
            Edit profile
          </Link>
        </div>
        <dl className="profile-details">
          <div className="profile-details__row">
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dd className="profile-details__action">
              <Link to={edit('email')} aria-label="Change email">
                Change
              </Link>
            </dd>
          </div>
          <div className="profile-details__row">
            <dt>Phone</dt>
            <dd>{displayPhone(user.phone) ?? <span className="muted">Not set</span>}</dd>
            <dd className="profile-details__action">
              <Link to={edit('phone')} aria-label="Change phone">
                Change
              </Link>
            </dd>
          </div>
          <div className="profile-details__row">
            <dt>Currency</dt>
            <dd>
              {shownCurrency} ({CURRENCY_SIGNS[shownCurrency]})
            </dd>
            <dd className="profile-details__action">
              <Link to={edit('settings')} aria-label="Change currency">
                Change
              </Link>
            </dd>
          </div>
          <div className="profile-details__row">
            <dt>Company logo</dt>
            <dd>
              {logo ? (
                <img className="profile-details__logo" src={logo} alt="Company logo" />
              ) : (
                <span className="muted">No logo yet</span>
              )}
            </dd>
            <dd className="profile-details__action">
              <Link to={edit('images')} aria-label="Change company logo">
                {logo ? 'Change' : 'Upload'}
              </Link>
            </dd>
          </div>
          <div className="profile-details__row">
            <dt>Password</dt>
            <dd>
              <span aria-hidden="true">••••••••</span>
              <span className="visually-hidden">Set</span>
            </dd>
            <dd className="profile-details__action">
              <Link to={edit('password')} aria-label="Change password">
                Change
              </Link>
            </dd>
          </div>
        </dl>
        <p className="profile-card__more">
          <Link to={edit('notifications')}>Notification preferences</Link>
        </p>
      </section>
    </main>
  );
});
