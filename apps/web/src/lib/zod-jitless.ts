// The web build resolves 'zod' here (vite.config.ts). Zod probes whether it may compile parsers
// with `new Function`; under the site's CSP (no 'unsafe-eval') that probe is reported as a policy
// violation on every page that parses. Jitless mode skips the probe and parses the same way.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
