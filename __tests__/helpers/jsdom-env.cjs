// jsdom without Node's fetch family breaks RTK Query's fetchBaseQuery; this environment hands the
// real Node classes to the test window (AbortController too, so Request accepts its signals).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const g = this.global;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal',
      'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone']) {
      if (globalThis[name] !== undefined) g[name] = globalThis[name];
    }
    if (!g.crypto?.getRandomValues) g.crypto = globalThis.crypto;
    // Node's BroadcastChannel reaches every channel of the worker process and keeps it alive while
    // open: the channels a test file opens (the back-office's session tabs) are closed with its window.
    const channels = (this.openChannels = new Set());
    g.BroadcastChannel = class BroadcastChannel extends globalThis.BroadcastChannel {
      constructor(name) {
        super(name);
        channels.add(this);
      }
      close() {
        channels.delete(this);
        super.close();
      }
    };
    // Node's Request cannot resolve "/api/..." (it has no page URL); a browser resolves it against
    // the page, so relative URLs are resolved against the test window's location here.
    const NodeRequest = globalThis.Request;
    g.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, g.location.href).href : input, init);
      }
    };
  }

  async teardown() {
    for (const channel of this.openChannels) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
