import { useState } from 'react';
import { apiClient, readApiError } from '@phuket/shared/api';
import { presentationPdfPath } from '@phuket/shared/api/presentations';
import { presentationPdfName } from '@phuket/shared/contract';
import { useMessages } from '@phuket/shared/i18n';
import { presentationsMessages } from '../../common/messages';

/**
 * The owner's PDF: fetched with the session (a plain link would carry no token), then saved
 * under the presentation's title as written, the name the API's download gives it too.
 * Printing takes a few seconds: the status says so.
 */
export function DownloadPdfButton({ id, title }: { id: number; title: string }) {
  const t = useMessages(presentationsMessages);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setStatus(t('editor.pdf_making'));
    try {
      const response = await apiClient.get<Blob>(presentationPdfPath(id), {
        responseType: 'blob',
      });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = presentationPdfName(title);
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy by now; the object URL can go.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus(t('editor.pdf_done'));
    } catch (error) {
      setStatus(t('editor.pdf_failed', { message: readApiError(error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="copy-link">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {t('common.download_pdf')}
      </button>
      <span className="copy-link__status" role="status">
        {status}
      </span>
    </span>
  );
}
