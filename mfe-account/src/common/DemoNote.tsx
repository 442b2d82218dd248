import { useRuntimeConfig } from '@phuket/shared/config';

/** In the demo no mail or SMS leaves the server; this says where the codes can be read. */
export function DemoNote() {
  const config = useRuntimeConfig();
  if (!config.demo) return null;
  const outbox = `${config.apiBase.replace(/\/$/, '')}/demo/outbox`;
  return (
    <p className="demo-note">
      Demo: codes are delivered to the{' '}
      <a href={outbox} target="_blank" rel="noreferrer">
        outbox
      </a>
    </p>
  );
}
