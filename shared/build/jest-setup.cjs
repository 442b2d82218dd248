require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router uses at import time.
const { TextEncoder, TextDecoder } = require('util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// Jest 30.2 "soft-deletes" what a test file left on the worker's global scope (MobX's shared
// state among it) by wrapping each property in a getter/setter whose setter calls itself for
// plain values: a MobX write that lands after its file ended then overflows the stack and
// kills the worker (and real deletion fails it on the missing state). Jest's own switch for
// this, testEnvironmentOptions.globalsCleanup, is read by the node environment only; for jsdom
// the mode lives on the worker's global, outside this file's window, reached through a
// function of that realm.
const workerGlobal = process.constructor.constructor('return globalThis')();
Reflect.set(workerGlobal, Symbol.for('$$jest-deletion-mode'), 'off');
