// A deliberately small HTTP/1.1 client for the load generator: one keep-alive socket per virtual
// user, one request at a time on it, requests written as a single string and responses read by
// Content-Length. node:http's client costs several times more CPU per request, and the load
// generator shares the machine's two cores with the server and PostgreSQL being measured.
// It speaks only what the benchmarks need: the API answers JSON with a Content-Length.
import net from 'node:net';

export function connectUser(baseURL) {
  const { hostname, port } = new URL(baseURL);
  const host = `${hostname}:${port}`;
  let socket = null;
  let pending = null; // { resolve, reject }
  let buffered = Buffer.alloc(0);

  function fail(error) {
    const waiting = pending;
    pending = null;
    socket?.destroy();
    socket = null;
    buffered = Buffer.alloc(0);
    waiting?.reject(error);
  }

  function onData(chunk) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = buffered.toString('latin1', 0, headEnd);
    const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!match) return fail(new Error(`response without Content-Length: ${head.split('\r\n')[0]}`));
    const end = headEnd + 4 + Number(match[1]);
    if (buffered.length < end) return;
    const status = Number(head.slice(9, 12));
    const text = buffered.toString('utf8', headEnd + 4, end);
    buffered = buffered.subarray(end);
    const closing = /\r\nconnection:\s*close/i.test(head);
    const waiting = pending;
    pending = null;
    if (closing) {
      socket?.destroy();
      socket = null;
    }
    waiting?.resolve({ status, text });
  }

  function open() {
    socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    socket.on('data', onData);
    socket.on('error', fail);
    socket.on('close', () => {
      socket = null;
      if (pending) fail(new Error('the server closed the connection'));
    });
  }

  return {
    /** POST `payload` (a string) to `path` with `headers`; resolves to { status, text }. */
    post(path, payload, headers) {
      if (pending) return Promise.reject(new Error('one request at a time per user'));
      if (!socket) open();
      let request = `POST ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
      for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`;
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(`${request}\r\n${payload}`);
      });
    },
    close() {
      socket?.destroy();
      socket = null;
    },
  };
}
