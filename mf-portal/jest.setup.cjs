// jsdom lacks the encoders react-router needs at import time; Node's are the same API.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
