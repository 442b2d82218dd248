import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { MyDeveloperClaim } from '@phuket/shared/api/developer-claims';
import type { DeveloperClaimKind, DeveloperClaimStatus } from '@phuket/shared/contract';
import { msgId, useMessages } from '@phuket/shared/i18n';
import { databaseMessages } from '../../common/messages';
import { MyClaimsStore } from './my-claims-store';
import './developer-requests.css';

const STATE_TEXT: Record<DeveloperClaimKind, Record<DeveloperClaimStatus, string>> = {
  claim: {
    pending: msgId('my_claims.claim_pending'),
    approved: msgId('my_claims.claim_approved'),
    rejected: msgId('my_claims.claim_rejected'),
  },
  same_name: {
    pending: msgId('my_claims.publish_pending'),
    approved: msgId('my_claims.publish_approved'),
    rejected: msgId('my_claims.publish_rejected'),
  },
};

const ClaimLine = ({ claim }: { claim: MyDeveloperClaim }) => {
  const t = useMessages(databaseMessages);
  return (
    <li className={`my-claims__item my-claims__item--${claim.status}`}>
      {t(STATE_TEXT[claim.kind][claim.status], { title: claim.developer.title })}
      {claim.reason !== null ? (
        <p className="my-claims__reason">
          {t('my_claims.reason')} <q data-user-content>{claim.reason}</q>
        </p>
      ) : null}
    </li>
  );
};

/** Above the developer list: the account's claims and waiting publications, newest first. */
export const MyClaims = observer(function MyClaims() {
  const t = useMessages(databaseMessages);
  const headingId = useId();
  const [store] = useState(() => new MyClaimsStore());
  useEffect(() => {
    void store.refresh();
  }, [store]);
  if (store.claims.length === 0) return null;
  return (
    <section className="my-claims" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('my_claims.title')}</h2>
      <ul>
        {store.claims.slice(0, 10).map((claim) => (
          <ClaimLine key={claim.id} claim={claim} />
        ))}
      </ul>
    </section>
  );
});
