// jsdom lacks the encoders react-router needs when it loads; Node's are the same API.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
