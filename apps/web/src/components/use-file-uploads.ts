import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './error-modal.tsx';

/** A file the server holds: its upload id (what a record attaches) and the name it was chosen under. */
export interface UploadedFile {
  id: string;
  fileName: string;
}

/** The spec's upload states, per file: being sent, sent now, refused, or attached before the field opened. */
export const UPLOAD_STATES = ['loading', 'success', 'error', 'preloaded'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** A file on its way: being sent, or refused (kept, so it can be tried again). */
interface PendingUpload {
  key: string;
  file: File;
  state: 'loading' | 'error';
  errorCode: string | null;
}

/** One line of an upload field. */
export interface UploadRow {
  key: string;
  fileName: string;
  state: UploadState;
  /** Once the server holds it. */
  upload: UploadedFile | null;
  /** Why it was refused: an error code, translated as errors.<code>. */
  errorCode: string | null;
}

/** What screen readers hear of the last change; an urgent one (a failure) interrupts. */
export interface UploadAnnouncement {
  text: string;
  urgent: boolean;
}

let lastKey = 0;

/**
 * Sends files one by one through `send`, each with its own state: a failed file keeps its line with the reason and
 * can be tried again or dropped; `onSent` hears each file the server accepted. Every change of state is announced.
 * With `single`, a new file takes the place of any that failed before it.
 */
export function useFileUploads(send: (file: File) => Promise<UploadedFile>, onSent: (upload: UploadedFile) => void, options: { single?: boolean } = {}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [sentIds, setSentIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState<UploadAnnouncement>({ text: '', urgent: false });
  // An upload may end after the field re-rendered with new callbacks: it calls the newest ones.
  const latest = useRef({ send, onSent });
  latest.current = { send, onSent };
  // One at a time, in the order chosen: the field's value lists the files as the user picked them.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const announce = (text: string, urgent = false) => setAnnouncement({ text, urgent });

  const run = (key: string, file: File) => {
    const loading: PendingUpload = { key, file, state: 'loading', errorCode: null };
    setPending((list) => (list.some((item) => item.key === key) ? list.map((item) => (item.key === key ? loading : item)) : [...list, loading]));
    announce(t('uploads.announce.loading', { name: file.name }));
    const sent = queue.current.then(() => latest.current.send(file));
    queue.current = sent.catch(() => undefined);
    sent.then(
      (upload) => {
        setPending((list) => list.filter((item) => item.key !== key));
        setSentIds((ids) => new Set(ids).add(upload.id));
        announce(t('uploads.announce.success', { name: file.name }));
        latest.current.onSent(upload);
      },
      (error: unknown) => {
        const errorCode = describeError(error).code;
        setPending((list) => list.map((item) => (item.key === key ? { ...item, state: 'error', errorCode } : item)));
        announce(t('uploads.announce.error', { name: file.name, reason: t(`errors.${errorCode}`) }), true);
      },
    );
  };

  return {
    /** Files being sent now. */
    loadingCount: pending.filter((item) => item.state === 'loading').length,
    announcement,
    announce,
    start(files: readonly File[]) {
      if (options.single) setPending((list) => list.filter((item) => item.state === 'loading'));
      for (const file of files) run(`upload-${++lastKey}`, file);
    },
    retry(key: string) {
      const failed = pending.find((item) => item.key === key && item.state === 'error');
      if (failed) run(key, failed.file);
    },
    /** Forgets a file that failed (one sent is removed from the field's value instead). */
    dismiss(key: string) {
      setPending((list) => list.filter((item) => item.key !== key));
    },
    /** The field's lines: its value (sent now, or there before), then the files on their way. */
    rows(value: readonly UploadedFile[]): UploadRow[] {
      return [
        ...value.map((upload) => ({
          key: upload.id,
          fileName: upload.fileName,
          state: sentIds.has(upload.id) ? ('success' as const) : ('preloaded' as const),
          upload,
          errorCode: null,
        })),
        ...pending.map((item) => ({ key: item.key, fileName: item.file.name, state: item.state, upload: null, errorCode: item.errorCode })),
      ];
    },
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
