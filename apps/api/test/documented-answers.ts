import type { FastifyInstance } from 'fastify';

/**
 * Every 4xx an app built by the harness answers is checked against the route's documented
 * responses (OpenAPI, derived in part from its access: plugins/access-policy.ts). What the suites
 * see but the document does not list is collected here and fails the file that saw it
 * (test/documented-answers.setup.ts), so the document cannot drift from what clients get.
 */
export const undocumentedAnswers = new Set<string>();

export function watchDocumentedAnswers(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const route = request.routeOptions;
    if (status >= 400 && status < 500 && route.url && route.schema && !route.schema.hide) {
      const documented = Object.keys((route.schema.response as object | undefined) ?? {});
      const covered = documented.some(
        (code) => code === String(status) || code === '4xx' || code === 'default',
      );
      if (!covered) undocumentedAnswers.add(`${status} ${request.method} ${route.url}`);
    }
    done();
  });
}
