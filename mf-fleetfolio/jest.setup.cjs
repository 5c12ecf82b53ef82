// jsdom has no TextEncoder/TextDecoder; react-router needs them when it loads.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
