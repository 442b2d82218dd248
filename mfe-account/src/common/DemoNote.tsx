import { useRuntimeConfig } from '@phuket/shared/config';
import { useMessages } from '@phuket/shared/i18n';
import { accountMessages } from './messages';
import { SLOT, aroundSlot } from './slot';

/** In the demo no mail or SMS leaves the server; this says where the codes can be read. */
export function DemoNote() {
  const config = useRuntimeConfig();
  const t = useMessages(accountMessages);
  if (!config.demo) return null;
  const outbox = `${config.apiBase.replace(/\/$/, '')}/demo/outbox`;
  const [before, after] = aroundSlot(t('demo.note', { outbox: SLOT }));
  return (
    <p className="demo-note">
      {before}
      <a href={outbox} target="_blank" rel="noreferrer">
        {t('demo.outbox')}
      </a>
      {after}
    </p>
  );
}
