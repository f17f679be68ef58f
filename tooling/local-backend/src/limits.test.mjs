import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, bracketDepth, jsonValueProblem } from './limits.mjs';

const nestedArrays = (depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('jsonValueProblem', () => {
  it.each([
    ['a scalar', 5],
    ['null', null],
    ['an object', { a: 1, b: [1, 2, { c: 'd' }] }],
    [`arrays ${MAX_JSON_DEPTH} deep`, nestedArrays(MAX_JSON_DEPTH)],
    ['Arabic text', { name: 'فكر' }],
  ])('accepts %s', (_what, value) => expect(jsonValueProblem(value)).toBeNull());

  it.each([
    [`arrays ${MAX_JSON_DEPTH + 1} deep`, nestedArrays(MAX_JSON_DEPTH + 1), /deeper than 64/],
    ['arrays 100000 deep, without exhausting the stack', nestedArrays(100_000), /deeper than 64/],
    ['a NUL in a string', { a: ['x\u0000y'] }, /NUL/],
    ['a NUL in a key', { 'x\u0000': 1 }, /NUL/],
  ])('refuses %s', (_what, value, message) => expect(jsonValueProblem(value)).toMatch(message));
});

describe('bracketDepth', () => {
  it.each([
    ['', 0],
    ['eq.5', 0],
    ['{a,b}', 1],
    ['[1,[2,[3]]]', 3],
    ['{"a":{"b":[1]}}', 3],
    ['"[[[[" ', 0],
    ['"\\"[[[" [1]', 1],
    ['[[[', 3],
    [']]]', 0],
  ])('%j -> %i', (text, depth) => expect(bracketDepth(text)).toBe(depth));
});
