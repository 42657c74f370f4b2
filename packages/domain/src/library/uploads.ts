/**
 * Ours (issue 14 item 7): the rules of a file uploaded to the Backpack Buddy document or resource
 * library (spec 3 §2, §5: "document title and file" are required; "file named by title"). The
 * upload form and uploadS3Object check the same schema; the server adds what only it can see
 * (the bytes match the type, the title is not taken).
 *
 * - Types: an allow-list by file extension (office documents, PDF, images, CSV, text). The
 *   extension decides the stored content type; the browser's MIME type is not trusted (Windows
 *   calls a .csv "application/vnd.ms-excel"). No HTML, SVG or executable ever: downloads are
 *   attachments anyway, but nothing the portal hands out should run.
 * - Size: at most UPLOAD_MAX_BYTES (10 MB), and not empty.
 * - Title: the stored file's name (its key) is the title plus the file's extension, so the title
 *   is normalised (Unicode NFC, runs of white space become one space, trimmed) and may not hold a
 *   path separator, a character Windows refuses in a file name, an invisible formatting character
 *   (a right-to-left override could disguise the extension), nor start or end with a dot or hold
 *   '..'. It cannot leave the bucket nor hide in it.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { requiredString } from '../rules.ts';
import { formatFileSize } from './file-size.ts';

/** The largest file an admin may upload: 10 MB (MiB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Characters of a document or resource title. */
export const DOCUMENT_TITLE_MAX = 100;
/**
 * UTF-8 bytes of a title: the stored name adds at most '.xlsx' and must stay under the 255
 * bytes most file systems allow in one name.
 */
export const DOCUMENT_TITLE_MAX_BYTES = 200;

/** How the first bytes of a file of the type look (checked by the server). */
export type UploadSignature = 'pdf' | 'zip' | 'ole' | 'png' | 'jpeg' | 'gif' | 'webp' | 'text';

export interface UploadType {
  /** Lowercase, without the dot. */
  readonly extension: string;
  /** The Content-Type it is stored and downloaded with. */
  readonly contentType: string;
  readonly signature: UploadSignature;
}

const type = (extension: string, contentType: string, signature: UploadSignature): UploadType => ({
  extension,
  contentType,
  signature,
});

/** The types an admin may upload, by extension. */
export const UPLOAD_TYPES: readonly UploadType[] = [
  type('pdf', 'application/pdf', 'pdf'),
  type('doc', 'application/msword', 'ole'),
  type('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'zip'),
  type('xls', 'application/vnd.ms-excel', 'ole'),
  type('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'zip'),
  type('ppt', 'application/vnd.ms-powerpoint', 'ole'),
  type('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'zip'),
  type('odt', 'application/vnd.oasis.opendocument.text', 'zip'),
  type('ods', 'application/vnd.oasis.opendocument.spreadsheet', 'zip'),
  type('odp', 'application/vnd.oasis.opendocument.presentation', 'zip'),
  type('csv', 'text/csv; charset=utf-8', 'text'),
  type('txt', 'text/plain; charset=utf-8', 'text'),
  type('png', 'image/png', 'png'),
  type('jpg', 'image/jpeg', 'jpeg'),
  type('jpeg', 'image/jpeg', 'jpeg'),
  type('gif', 'image/gif', 'gif'),
  type('webp', 'image/webp', 'webp'),
];

/** The file input's `accept`: the allowed extensions. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.map((t) => `.${t.extension}`).join(',');

const extensionList = (() => {
  const names = UPLOAD_TYPES.map((t) => `.${t.extension}`);
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
})();

/** Ours: the messages of the document and resource libraries. */
export const LIBRARY_MESSAGES = {
  uploadType: `Upload must be a ${extensionList} file`,
  uploadTooLarge: `Upload must be ${formatFileSize(UPLOAD_MAX_BYTES)} or less`,
  uploadEmpty: 'Upload must not be empty',
  /** The server read the bytes: they are not what the extension says. */
  uploadContent: (extension: string) => `The file's content does not match its .${extension} type`,
  titleCharacters: 'Title must not contain / \\ : * ? " < > | or invisible characters',
  titleDots: 'Title must not start or end with a dot or contain ..',
  titleTooLong: 'Title is too long for a file name',
  /** Another file of the bucket already has this name (any letter case). */
  titleTaken: 'A file with this title already exists',
} as const;

/** The extension of a file name, lowercase, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The allowed type of a file name, by its extension, or null. */
export function uploadTypeOf(fileName: string): UploadType | null {
  const extension = extensionOf(fileName);
  return UPLOAD_TYPES.find((t) => t.extension === extension) ?? null;
}

/** The Content-Type a stored key is downloaded with (application/octet-stream when unknown). */
export function contentTypeOf(key: string): string {
  return uploadTypeOf(key)?.contentType ?? 'application/octet-stream';
}

// ---------------------------------------------------------------------------------------------
// The title

/** Path separators, the characters Windows refuses in names, and invisible formatting ones. */
const TITLE_FORBIDDEN = /[/\\:*?"<>|\p{Cf}]/u;

/** NFC, white space runs as one space, trimmed: what is stored and compared. */
export function normalizeTitle(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** Bytes of the text in UTF-8. */
function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The first problem of a normalised, non-empty title (beyond length and control characters). */
export function titleProblem(title: string): string | null {
  if (TITLE_FORBIDDEN.test(title)) return LIBRARY_MESSAGES.titleCharacters;
  if (title.startsWith('.') || title.endsWith('.') || title.includes('..')) {
    return LIBRARY_MESSAGES.titleDots;
  }
  if (utf8Length(title) > DOCUMENT_TITLE_MAX_BYTES) return LIBRARY_MESSAGES.titleTooLong;
  return null;
}

/**
 * A document or resource title: required, normalised (normalizeTitle), one line, at most
 * DOCUMENT_TITLE_MAX characters, and a safe file name (titleProblem).
 */
export function documentTitleField() {
  return z
    .string({ error: MESSAGES.required })
    .transform(normalizeTitle)
    .pipe(
      requiredString(DOCUMENT_TITLE_MAX).check((payload) => {
        const problem = titleProblem(payload.value);
        if (problem)
          payload.issues.push({ code: 'custom', message: problem, input: payload.value });
      }),
    );
}

/**
 * The stored name (key) of a file: the title, plus the file's extension unless the title already
 * ends with it ('October Menu' + menu.PDF → 'October Menu.pdf'; 'Guide.pdf' stays).
 */
export function objectKeyFor(title: string, type: UploadType): string {
  const suffix = `.${type.extension}`;
  return title.toLowerCase().endsWith(suffix) ? title : `${title}${suffix}`;
}

/** Keys compared as the libraries do: NFC and any letter case ('Menu.pdf' is 'menu.PDF'). */
export function sameObjectKey(a: string, b: string): boolean {
  return a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// The file

/** What the rules read of a file: a browser File and the server's uploaded file both have it. */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
}

export function isUploadFile(value: unknown): value is UploadFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.size === 'number';
}

/** The first problem of a chosen file: its type, then empty, then too large. */
export function uploadFileProblem(file: UploadFile): string | null {
  if (!uploadTypeOf(file.name)) return LIBRARY_MESSAGES.uploadType;
  if (file.size <= 0) return LIBRARY_MESSAGES.uploadEmpty;
  if (file.size > UPLOAD_MAX_BYTES) return LIBRARY_MESSAGES.uploadTooLarge;
  return null;
}

/** A required file of an allowed type, not empty, at most UPLOAD_MAX_BYTES. */
export function uploadFileField<F extends UploadFile = UploadFile>() {
  return z
    .custom<F>((value) => isUploadFile(value), { error: MESSAGES.required })
    .check((payload) => {
      const problem = uploadFileProblem(payload.value);
      if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value });
    });
}

/** The upload form and uploadS3Object: a title and a file (the bucket is the screen's). */
export function documentUploadSchema<F extends UploadFile = UploadFile>() {
  return z.object({ title: documentTitleField(), file: uploadFileField<F>() });
}

// ---------------------------------------------------------------------------------------------
// The bytes (checked by the server)

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Whether a PDF header appears in the first KB (readers allow leading bytes). */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const marker = ascii('%PDF-');
  const end = Math.min(bytes.length, 1024);
  for (let at = 0; at + marker.length <= end; at += 1) {
    if (startsWith(bytes, marker, at)) return true;
  }
  return false;
}

/** Text has no NUL byte in its first 8 KB (a binary file renamed .txt or .csv has). */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 8192).includes(0);
}

/**
 * Whether the file's first bytes are what its type says: the PDF header, a ZIP container (the
 * Open XML and OpenDocument formats), an OLE compound file (the older Office formats), the
 * PNG, JPEG, GIF or WebP signature, or text without NUL bytes.
 */
export function contentMatchesType(type: UploadType, bytes: Uint8Array): boolean {
  switch (type.signature) {
    case 'pdf':
      return hasPdfHeader(bytes);
    case 'zip':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case 'ole':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'text':
      return looksLikeText(bytes);
    default: {
      const unhandled: never = type.signature;
      return unhandled;
    }
  }
}
