/**
 * Turns a body plan into bytes and the content type the body naturally has: the route's good
 * body (JSON, a multipart form, raw image bytes) as is or with one thing made hostile, or any
 * of the generic hostile bodies. Text is sent as UTF-8 bytes, so no content type is ever added
 * behind the plan's back; a streamed body goes in chunks, without Content-Length.
 */
import type { BuiltPush } from './build-push';
import { buildPush } from './build-push';
import type { FormPart, GoodBody } from './good-requests';
import { mutateTemplate, type TemplateMutation } from './mutate-template';
import { hugeBody } from './raw-bodies';
import type { BodyPlan, FilePlan } from './request-plan';
import type { Tagged } from './tagged';
import type { World } from './world';

export interface BuiltBody {
  bytes?: Uint8Array;
  stream?: StreamedBody;
  contentType?: string;
  tag: string;
  push?: BuiltPush;
}

const encode = (text: string) => new TextEncoder().encode(text);
const JSON_TYPE = 'application/json';

/** A JSON body of about `size` bytes, produced as the server reads it; counts what was read. */
export class StreamedBody {
  pulled = 0;
  readonly stream: ReadableStream<Uint8Array>;
  constructor(
    readonly size: number,
    { chunkSize = 64 * 1024, failAfter = Infinity } = {},
  ) {
    const head = encode('{"name":"');
    const tail = encode('","category":"fridge"}');
    const filler = new Uint8Array(chunkSize).fill(0x61);
    this.stream = new ReadableStream<Uint8Array>({
      pull: (controller) => {
        if (this.pulled > failAfter) {
          controller.error(new Error(`the server read more than ${failAfter} bytes of the body`));
          return;
        }
        const chunk = this.pulled === 0 ? head : this.pulled + chunkSize < size ? filler : tail;
        this.pulled += chunk.byteLength;
        controller.enqueue(chunk);
        if (chunk === tail) controller.close();
      },
    });
  }
}

/** A multipart form as the bytes a browser sends, with the boundary in its content type. */
export async function formBytes(
  parts: readonly FormPart[],
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.file)
      form.append(
        part.name,
        new Blob([part.file.bytes], { type: part.file.type }),
        part.file.filename,
      );
    else form.append(part.name, part.text ?? '');
  }
  const response = new Response(form);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'multipart/form-data',
  };
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');

/** The good form with one part changed, removed, added or repeated. */
function mutateForm(
  parts: readonly FormPart[],
  mutation: TemplateMutation,
  file: Tagged<Uint8Array>,
): { parts: FormPart[]; tag: string; truncateAt?: number } {
  const copy = parts.map((part) => ({ ...part }));
  const index = mutation.at % Math.max(1, copy.length);
  const target = copy[index];
  switch (mutation.op) {
    case 'replace':
    case 'raw':
      if (target?.file) {
        target.file = { ...target.file, bytes: file.value };
        return { parts: copy, tag: `form-file@${target.name}:${file.tag}` };
      }
      if (target) {
        const value = mutation.op === 'raw' ? mutation.token : mutation.value;
        target.text = textOf(value.value);
        return { parts: copy, tag: `form-text@${target.name}:${value.tag}` };
      }
      return { parts: copy, tag: 'form-unchanged' };
    case 'delete':
      copy.splice(index, 1);
      return { parts: copy, tag: `form-without@${target?.name ?? ''}` };
    case 'add-key':
      copy.push({ name: mutation.key.value, text: textOf(mutation.value.value) });
      return { parts: copy, tag: `form-extra:${mutation.key.tag}` };
    case 'duplicate-key':
      if (target)
        copy.push({
          ...target,
          ...(target.file ? { file: { ...target.file, bytes: file.value } } : {}),
        });
      return { parts: copy, tag: `form-repeated@${target?.name ?? ''}:${file.tag}` };
    case 'truncate':
      return { parts: copy, tag: 'form-truncated', truncateAt: mutation.at };
  }
}

async function mutatedBody(
  good: GoodBody,
  plan: Extract<BodyPlan, { kind: 'mutated' }>,
): Promise<BuiltBody> {
  switch (good.type) {
    case 'none':
    case 'json': {
      const mutated = mutateTemplate(good.type === 'json' ? good.value : {}, plan.mutation);
      return { bytes: encode(mutated.text), contentType: JSON_TYPE, tag: mutated.tag };
    }
    case 'bytes':
      return {
        bytes: plan.file.value,
        contentType: good.contentType,
        tag: `file:${plan.file.tag}`,
      };
    case 'form': {
      const mutated = mutateForm(good.parts, plan.mutation, plan.file);
      const form = await formBytes(mutated.parts);
      const bytes =
        mutated.truncateAt === undefined
          ? form.bytes
          : form.bytes.subarray(0, mutated.truncateAt % form.bytes.byteLength);
      return { bytes, contentType: form.contentType, tag: mutated.tag };
    }
  }
}

async function goodBody(good: GoodBody): Promise<BuiltBody> {
  switch (good.type) {
    case 'none':
      return { tag: 'good' };
    case 'json':
      return { bytes: encode(JSON.stringify(good.value)), contentType: JSON_TYPE, tag: 'good' };
    case 'bytes':
      return { bytes: good.bytes, contentType: good.contentType, tag: 'good' };
    case 'form':
      return { ...(await formBytes(good.parts)), tag: 'good' };
  }
}

function multipartParts(plans: readonly FilePlan[]): { parts: FormPart[]; tag: string } {
  const parts = plans.map((plan) => ({
    name: plan.field.value,
    ...(plan.file
      ? {
          file: {
            bytes: plan.file.bytes.value,
            filename: plan.file.filename.value,
            type: plan.file.type.value,
          },
        }
      : { text: plan.text?.value ?? '' }),
  }));
  const tags = plans.map((plan) =>
    plan.file
      ? `${plan.field.tag}=${plan.file.bytes.tag}`
      : `${plan.field.tag}=text:${plan.text?.tag ?? ''}`,
  );
  return { parts, tag: `multipart[${tags.join(',')}]` };
}

export async function buildBody(plan: BodyPlan, good: GoodBody, world: World): Promise<BuiltBody> {
  switch (plan.kind) {
    case 'none':
      return { tag: 'none' };
    case 'good':
      return goodBody(good);
    case 'mutated':
      return mutatedBody(good, plan);
    case 'json':
      return {
        bytes: encode(JSON.stringify(plan.value.value)),
        contentType: JSON_TYPE,
        tag: `json:${plan.value.tag}`,
      };
    case 'text':
      return {
        bytes: encode(plan.text.value.text),
        contentType: plan.text.value.contentType,
        tag: plan.text.tag,
      };
    case 'bytes':
      return {
        bytes: plan.bytes.value.bytes,
        contentType: plan.bytes.value.contentType,
        tag: plan.bytes.tag,
      };
    case 'multipart': {
      const { parts, tag } = multipartParts(plan.parts);
      return { ...(await formBytes(parts)), tag };
    }
    case 'huge':
      return {
        bytes: encode(hugeBody(plan.size, plan.shape)),
        contentType: JSON_TYPE,
        tag: `huge-${plan.shape}-${plan.size}`,
      };
    case 'stream':
      return {
        stream: new StreamedBody(plan.size),
        contentType: JSON_TYPE,
        tag: `stream-${plan.size}`,
      };
    case 'push': {
      const push = buildPush(plan.push, world);
      return { bytes: encode(push.text), contentType: JSON_TYPE, tag: push.tag, push };
    }
  }
}
