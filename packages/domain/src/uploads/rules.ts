/** What may be uploaded for each use (spec part 1 section 9, part 2 sections 5 and 9). */
const MB = 1024 * 1024;

export const UPLOAD_PURPOSES = ['picture', 'cv', 'policy', 'reportAttachment', 'commentAttachment', 'document', 'reviewDocument', 'default'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadLimit {
  contentTypes: readonly string[];
  maxFiles: number;
  maxBytes: number;
  /** Files for this use are visible to every signed-in user. */
  public: boolean;
}

const IMAGES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const ATTACHMENTS = [...IMAGES, 'text/markdown', 'video/mp4'] as const;

export const UPLOAD_LIMITS: Record<UploadPurpose, UploadLimit> = {
  picture: { contentTypes: IMAGES, maxFiles: 1, maxBytes: 10 * MB, public: true },
  cv: { contentTypes: ['image/png', 'image/jpeg', 'application/pdf'], maxFiles: 1, maxBytes: 10 * MB, public: true },
  policy: { contentTypes: ['application/pdf', 'application/pkcs7-mime'], maxFiles: 1, maxBytes: 10 * MB, public: true },
  reportAttachment: { contentTypes: ATTACHMENTS, maxFiles: 5, maxBytes: 10 * MB, public: false },
  commentAttachment: { contentTypes: [...ATTACHMENTS, 'application/pdf'], maxFiles: 5, maxBytes: 10 * MB, public: false },
  document: { contentTypes: ['application/pdf'], maxFiles: 1, maxBytes: 10 * MB, public: false },
  reviewDocument: { contentTypes: ['application/pdf'], maxFiles: 1, maxBytes: 10 * MB, public: false },
  default: { contentTypes: [...IMAGES, 'application/pdf'], maxFiles: 1, maxBytes: 1 * MB, public: false },
};

export const UPLOAD_RULES = {
  /** Presigned slots expire after this (DECISIONS "Uploads"). */
  slotTtlSeconds: 15 * 60,
  /** More slots than this per user in the window answer 429 TOO_MANY_UPLOADS. */
  maxSlotsPerWindow: 30,
  windowMinutes: 10,
  /** The web app gives up on a presign or PUT after this. */
  clientTimeoutMs: 60_000,
} as const;
