/**
 * Attachments (spec 5; docs/security.md): at most 20,000,000 bytes in total, counted
 * while the parts stream in (one byte more is refused with 413 and the rest is not stored, only
 * read and thrown away so that the answer arrives: `discardRestOfBody`), an extension
 * allow-list, content that matches the extension, and file names without path parts or control
 * characters.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';

export const MAX_ATTACHMENT_BYTES = 20_000_000;
export const MAX_FILES = 10;

/**
 * A received file: streamed to a temporary file as its parts arrive (memory holds one chunk of
 * it, not the file), checked, then copied into the database in chunks by the operation and
 * removed when the answer has been sent (`removeUploads`).
 */
export interface Upload {
  fileName: string;
  contentType: string;
  path: string;
  size: number;
}

/**
 * Where uploads wait between arriving and being stored: a folder per server process, so a
 * process that starts can tell what a dead one left behind from what a live one (another
 * instance on the machine) still needs.
 */
export const UPLOAD_ROOT = join(tmpdir(), 'portal-uploads');
export const UPLOAD_DIR = join(UPLOAD_ROOT, String(process.pid));

/**
 * Copies into the database go in pieces of this size: each piece is appended to the stored
 * value, so fewer, larger pieces copy less inside the database (a 20 MB file: five appends).
 */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/** The file's contents in pieces of at most `UPLOAD_CHUNK_BYTES`. */
export function uploadChunks(upload: Upload): AsyncIterable<Buffer> {
  return createReadStream(upload.path, { highWaterMark: UPLOAD_CHUNK_BYTES });
}

export function removeUploads(uploads: readonly Upload[] | null | undefined): void {
  for (const upload of uploads ?? []) rmSync(upload.path, { force: true });
}

/** At start: removes the folders of server processes that no longer run (killed mid-upload). */
export function removeStaleUploads(): number {
  mkdirSync(UPLOAD_ROOT, { recursive: true });
  let removed = 0;
  for (const name of readdirSync(UPLOAD_ROOT)) {
    const pid = Number(name);
    // This process's own folder stays too: another app in it (tests) may be receiving files.
    if (!Number.isInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    rmSync(join(UPLOAD_ROOT, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Allowed extensions, their content type and the bytes their content starts with. */
const TYPES: Record<string, { contentType: string; magic: number[][] }> = {
  pdf: { contentType: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  rtf: { contentType: 'application/rtf', magic: [[0x7b, 0x5c, 0x72, 0x74, 0x66]] },
  doc: { contentType: 'application/msword', magic: [OLE] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [ZIP],
  },
  xls: { contentType: 'application/vnd.ms-excel', magic: [OLE] },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [ZIP],
  },
  msg: { contentType: 'application/vnd.ms-outlook', magic: [OLE] },
  jpg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  png: { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  bmp: { contentType: 'image/bmp', magic: [[0x42, 0x4d]] },
  tiff: {
    contentType: 'image/tiff',
    magic: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  },
};

export const ALLOWED_EXTENSIONS = Object.keys(TYPES);

/** A plain file name: no path parts, no control characters, an allowed extension. */
export function checkFileName(name: string): string {
  if (
    name.length === 0 ||
    name.length > 200 ||
    [...name].some((c) => {
      const code = c.charCodeAt(0);
      // C0 and C1 controls, and the direction marks and overrides that disguise extensions.
      return (
        code < 0x20 ||
        (code >= 0x7f && code <= 0x9f) ||
        code === 0x200e ||
        code === 0x200f ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069)
      );
    }) ||
    /[/\\]/.test(name) ||
    name === '.' ||
    name === '..' ||
    name.startsWith('.')
  ) {
    throw badRequest('error.attachment.1');
  }
  const extension = extname(name).slice(1).toLowerCase();
  if (!TYPES[extension]) throw badRequest('fileTypesError');
  return extension;
}

export function matchesExtension(extension: string, data: Buffer): boolean {
  return TYPES[extension]!.magic.some((magic) =>
    magic.every((byte, i) => data.length > i && data[i] === byte),
  );
}

export interface MultipartForm {
  /** Text parts: repeated names collect into arrays when the schema says so. */
  fields: Record<string, string | string[]>;
  files: Upload[];
}

/**
 * Reads a multipart request part by part. `arrayFields` names the parts that may repeat;
 * any other repeated part is refused.
 */
export async function readMultipart(
  request: FastifyRequest,
  arrayFields: Set<string>,
  /** Less than 20 MB when the debtor's daily allowance is nearly used (services/upload-quota). */
  maxBytes: number = MAX_ATTACHMENT_BYTES,
  /** Answered when the files pass `maxBytes` below the per-request 20 MB. */
  allowanceError?: HttpError,
): Promise<MultipartForm> {
  const fields: Record<string, string | string[]> = {};
  const files: Upload[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated || part.fieldnameTruncated) {
          throw badRequest();
        }
        const existing = fields[part.fieldname];
        if (arrayFields.has(part.fieldname)) {
          fields[part.fieldname] = [...((existing as string[] | undefined) ?? []), part.value];
        } else if (existing !== undefined) {
          throw badRequest();
        } else {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (part.fieldname !== 'files') throw badRequest();
      if (files.length >= MAX_FILES) throw badRequest();
      const extension = checkFileName(part.filename);
      mkdirSync(UPLOAD_DIR, { recursive: true });
      const upload: Upload = {
        fileName: part.filename,
        contentType: TYPES[extension]!.contentType,
        path: join(UPLOAD_DIR, randomUUID()),
        size: 0,
      };
      // Listed first, so that whatever happens next the temporary file is removed.
      files.push(upload);
      const out = createWriteStream(upload.path);
      let head = Buffer.alloc(0);
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          total += chunk.length;
          // Refused as soon as the total passes the limit; the rest is never read.
          if (total > maxBytes) {
            throw total > MAX_ATTACHMENT_BYTES || !allowanceError
              ? new HttpError(413, 'fileSizeError')
              : allowanceError;
          }
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
          upload.size += chunk.length;
          if (!out.write(chunk)) await once(out, 'drain');
        }
      } finally {
        out.end();
        await once(out, 'close');
      }
      if (upload.size === 0 || !matchesExtension(extension, head)) {
        throw badRequest('fileTypesError');
      }
    }
  } catch (error) {
    removeUploads(files);
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'fileSizeError');
    throw badRequest();
  }
  return { fields, files };
}

/**
 * The most of a refused attachment request's body that is read and thrown away (twice the
 * limit): every body the portal sends, and any up to twice the limit, gets its answer.
 */
export const MAX_DISCARDED_BYTES = 2 * MAX_ATTACHMENT_BYTES;
/** A refused body that stops arriving for this long is given up (nginx's lingering_timeout). */
export const DISCARD_IDLE_MS = 5_000;

/**
 * An attachment request answered while its body is still arriving (a third upload at once: 429,
 * past 20 MB: 413, a disguised file: 400) must not close its connection with bytes unread: the
 * kernel then resets it, and a browser, which reads the answer only once it has sent the whole
 * body, reports a lost connection instead of the answer. So the rest is read and thrown away
 * (nothing is kept: memory holds one chunk at a time) while the answer goes out at once, and
 * the connection stays open for the next request. A body declared larger than
 * `MAX_DISCARDED_BYTES`, one that passes it or one that stops arriving for `DISCARD_IDLE_MS`
 * is not waited for: the connection closes after the answer.
 */
export function answerBeforeRestOfBody(
  request: FastifyRequest,
  reply: FastifyReply,
  limits = { maxBytes: MAX_DISCARDED_BYTES, idleMs: DISCARD_IDLE_MS },
): Promise<void> | undefined {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) return undefined;
  const declared = Number(raw.headers['content-length']);
  if (declared > limits.maxBytes) {
    reply.header('Connection', 'close');
    return undefined;
  }
  const rest = discardRestOfBody(raw, limits);
  // An answer that closes its connection anyway (the client asked for it, or the server drains
  // before shutdown) waits for the rest, so that the close finds nothing unread.
  const closes =
    !reply.raw.shouldKeepAlive ||
    String(reply.getHeader('connection') ?? '').toLowerCase() === 'close';
  return closes ? rest : undefined;
}

/** Reads the rest of a body into nothing; settles when it has ended or has been given up. */
function discardRestOfBody(
  raw: IncomingMessage,
  limits: { maxBytes: number; idleMs: number },
): Promise<void> {
  return new Promise((resolve) => {
    let discarded = 0;
    const done = () => {
      clearTimeout(idle);
      raw.off('data', onData);
      resolve();
    };
    const giveUp = () => {
      done();
      raw.destroy();
    };
    const idle = setTimeout(giveUp, limits.idleMs);
    idle.unref();
    function onData(chunk: Buffer) {
      discarded += chunk.length;
      if (discarded > limits.maxBytes) giveUp();
      else idle.refresh();
    }
    // Whatever still reads the body (the multipart parser it was piped to) lets go of it first.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
  });
}
