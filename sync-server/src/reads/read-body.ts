/**
 * One household read as the cache keeps it: the JSON serialised once, its ETag, each
 * compressed copy made the first time a request asks for that coding and kept beside it, and
 * the complete headers of each of those answers, so a request only picks one.
 */
import { createHash } from 'node:crypto';
import { SecuredHeaders } from '../http/security-headers';
import { type Coding, encode } from './content-coding';

/** What a read's loader answers; `cacheable: false` for a body that must be built every time. */
export interface ReadSource {
  json: unknown;
  cacheable: boolean;
}

/** A body to keep: what almost every household read answers. */
export const cacheable = (json: unknown): ReadSource => ({ json, cacheable: true });

/** One way of answering the read: its bytes and every header that goes with them. */
export interface Representation {
  bytes: Uint8Array<ArrayBuffer>;
  headers: SecuredHeaders;
}

// Keys, ETag, headers and bookkeeping of an entry, beside its bytes, so small bodies are not free.
const ENTRY_OVERHEAD_BYTES = 4096;

export class ReadBody {
  /** A weak tag: the same for every coding of these bytes, as If-None-Match compares them. */
  readonly etag: string;
  readonly plain: Representation;
  /** What a 304 Not Modified carries. */
  readonly unchanged: SecuredHeaders;
  private readonly json: Readonly<Record<string, string>>;
  private readonly coded = new Map<Coding, Promise<Representation>>();
  private readonly made = new Map<Coding, Representation>();
  private codedBytes = 0;

  private constructor(
    body: Uint8Array<ArrayBuffer>,
    readonly cacheable: boolean,
  ) {
    this.etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    // Private: the body is one household's; no-cache: revalidate with the ETag every time.
    // A 304 carries these and no metadata of a body it does not send (RFC 9110, 15.4.5).
    const validators = {
      ETag: this.etag,
      Vary: 'Accept-Encoding',
      'Cache-Control': 'private, no-cache',
    };
    this.unchanged = SecuredHeaders.of(validators);
    this.json = { ...validators, 'Content-Type': 'application/json' };
    // Content-Length (and Content-Encoding on a coded copy) keeps hono/compress off these bytes.
    const length = String(body.byteLength);
    this.plain = {
      bytes: body,
      headers: SecuredHeaders.of({ ...this.json, 'Content-Length': length }),
    };
  }

  static from(source: ReadSource): ReadBody {
    return new ReadBody(new TextEncoder().encode(JSON.stringify(source.json)), source.cacheable);
  }

  /** The body in `coding`, compressed once; `onGrown` is told when the copy adds to its size. */
  encoded(coding: Coding, onGrown: () => void): Promise<Representation> {
    const known = this.coded.get(coding);
    if (known !== undefined) return known;
    const representation = encode(coding, this.plain.bytes).then((bytes) => {
      this.codedBytes += bytes.byteLength;
      onGrown();
      const headers = SecuredHeaders.of({
        ...this.json,
        'Content-Encoding': coding,
        'Content-Length': String(bytes.byteLength),
      });
      const made = { bytes, headers };
      this.made.set(coding, made);
      return made;
    });
    // A failed compression is not kept: the next request tries again.
    representation.catch(() => this.coded.delete(coding));
    this.coded.set(coding, representation);
    return representation;
  }

  /** The body in `coding` if that copy is made already. */
  encodedNow(coding: Coding): Representation | undefined {
    return this.made.get(coding);
  }

  /** What the entry holds in memory, counted against the cache's byte budget. */
  get bytes(): number {
    return this.plain.bytes.byteLength + this.codedBytes + ENTRY_OVERHEAD_BYTES;
  }
}
