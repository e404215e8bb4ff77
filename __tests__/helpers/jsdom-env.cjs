// jsdom without Node's fetch family breaks RTK Query's fetchBaseQuery; this environment hands the
// real Node classes to the test window (AbortController too, so Request accepts its signals).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const g = this.global;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone', 'BroadcastChannel', 'MessageChannel']) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
    if (!g.crypto?.getRandomValues) g.crypto = globalThis.crypto;
  }
}

module.exports = JsdomWithFetch;
