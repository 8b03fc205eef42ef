// The baseline of the throughput benchmarks: a bare node:http server answering every request with
// the bytes in the file argv[2] (content type argv[3]). A process of its own, as the app is, so it
// does not share the load generator's thread. Prints its port once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const contentType = process.argv[3] ?? 'application/json';
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});
// The app's keep-alive timeout (Fastify's default), so idle sockets are treated alike.
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
