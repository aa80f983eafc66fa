import { describe, expect, it } from 'vitest';
import { fileRole, readUtterances } from './intent-set';

describe('fileRole', () => {
  it('reads the language and part from a file name of the format', () => {
    expect(fileRole('it.dev.jsonl')).toEqual({ language: 'it', part: 'dev' });
    expect(fileRole('de.heldout.jsonl')).toEqual({ language: 'de', part: 'heldout' });
  });

  it('rejects a language the parser does not take, or another part name', () => {
    expect(fileRole('pt.dev.jsonl')).toBeUndefined();
    expect(fileRole('en.test.jsonl')).toBeUndefined();
    expect(fileRole('en.dev.json')).toBeUndefined();
  });
});

describe('readUtterances', () => {
  it('reads every well-formed line with where it came from', () => {
    const text =
      '{"say": "weiter", "expect": {"kind": "nextStep"}}\n' +
      '{"say": "timer su 10 minuti", "expect": {"kind": "setTimer", "minutes": 10}}\n';
    expect(readUtterances('de.dev.jsonl', text)).toEqual({
      utterances: [
        { say: 'weiter', expect: { kind: 'nextStep' }, at: 'de.dev.jsonl:1' },
        {
          say: 'timer su 10 minuti',
          expect: { kind: 'setTimer', minutes: 10 },
          at: 'de.dev.jsonl:2',
        },
      ],
      problems: [],
    });
  });

  it('reports each malformed line by file and line instead of skipping it', () => {
    const text = [
      '{"say": "avanti", "expect": {"kind": "nextStep"}}',
      '{"say": "avanti", "expect": {"kind": "nextStep"}', // cut short
      '{"say": "x", "expect": {"kind": "jump"}}',
      '{"say": "für sechs", "expect": {"kind": "adjustServing", "servings": 6.5}}',
      '{"say": "was ist das", "expect": {"kind": "explain", "term": "Blanchieren"}}',
      '{"say": "", "expect": {"kind": "repeat"}}',
      '{"say": "ripeti", "expect": {"kind": "repeat", "times": 2}}',
      '',
      '{"say": "pausa", "expect": {"kind": "pause"}}',
    ].join('\n');
    const { utterances, problems } = readUtterances('it.heldout.jsonl', text);
    expect(utterances.map((utterance) => utterance.at)).toEqual([
      'it.heldout.jsonl:1',
      'it.heldout.jsonl:9',
    ]);
    expect(problems.map((problem) => problem.at)).toEqual([
      'it.heldout.jsonl:2',
      'it.heldout.jsonl:3',
      'it.heldout.jsonl:4',
      'it.heldout.jsonl:5',
      'it.heldout.jsonl:6',
      'it.heldout.jsonl:7',
      'it.heldout.jsonl:8',
    ]);
    expect(problems[0]?.reason).toBe('not JSON');
  });

  it('accepts a substitute or explain with no slot, and seconds as a fraction of a minute', () => {
    const text =
      '{"say": "cosa posso usare invece", "expect": {"kind": "substitute"}}\r\n' +
      '{"say": "was heißt das", "expect": {"kind": "explain"}}\r\n' +
      '{"say": "45 Sekunden", "expect": {"kind": "setTimer", "minutes": 0.75}}';
    expect(readUtterances('de.dev.jsonl', text).problems).toEqual([]);
  });
});
