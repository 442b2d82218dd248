import { useEffect, useRef, useState } from 'react';
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
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
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
      () => setStatus('Link copied.'),
      () => setStatus(`Copy failed: select the link and copy it: ${url}`),
    );
    if (timer.current) clearTimeout(timer.current);
    // The message goes after a while so the next copy is announced again.
    timer.current = setTimeout(() => setStatus(''), 6000);
  };

  return (
    <span className="copy-link">
      <button type="button" className="button button--secondary" onClick={onCopy}>
        {label}
      </button>
      <span className="copy-link__status" role="status">
        {status}
      </span>
    </span>
  );
}
