// jsdom lacks the encoders react-router needs when it loads, and element scrolling.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
Element.prototype.scrollIntoView = function scrollIntoView() {};
