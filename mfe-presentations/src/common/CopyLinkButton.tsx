import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from './messages';
import './copy-link.css';

/** Copies the text; falls back to a selected hidden field where the Clipboard API is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.className = 'visually-hidden';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

/** "Copy link" with its outcome read out by a live region next to it. */
export function CopyLinkButton({ url, label }: { url: string; label?: string }) {
  const t = useMessages(presentationsMessages);
  const [status, setStatus] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onCopy = () => {
    copyText(url).then(
      () => setStatus(t('copy.done')),
      () => setStatus(t('copy.failed', { url })),
    );
    if (timer.current) clearTimeout(timer.current);
    // The message goes after a while so the next copy is announced again.
    timer.current = setTimeout(() => setStatus(''), 6000);
  };

  return (
    <span className="copy-link">
      <button type="button" className="button button--secondary" onClick={onCopy}>
        {label ?? t('copy.label')}
      </button>
      <span className="copy-link__status" role="status">
        {status}
      </span>
    </span>
  );
}
