import type { Env } from './config';

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]', '::ffff:127.0.0.1']);
export const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);

/** SMTP URL options that would let a message go out in clear text. */
function smtpTlsProblem(smtpUrl: string): string | null {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return 'must be an smtp:// (STARTTLS) or smtps:// URL';
  const params = url.searchParams;
  if (/^(1|true)$/i.test(params.get('ignoreTLS') ?? '')) return 'ignoreTLS is not allowed';
  if (/^(0|false)$/i.test(params.get('requireTLS') ?? '')) return 'requireTLS=false is not allowed';
  if (/^(0|false)$/i.test(params.get('secure') ?? '') && url.protocol === 'smtps:')
    return 'secure=false is not allowed';
  return null;
}

/**
 * What NODE_ENV=production refuses, one message per variable at fault: a plain-http public
 * address (loopback aside, for a local production-mode run), Razorpay without a distinct webhook
 * secret, test keys unless RAZORPAY_ALLOW_TEST_KEYS=1, and SMTP that could send in clear text
 * (the mailer also requires STARTTLS on smtp:// in production).
 */
export function productionProblems(env: Env, payments: 'razorpay' | 'sandbox' | 'off'): string[] {
  const problems: string[] = [];
  if (env.PUBLIC_URL) {
    const url = new URL(env.PUBLIC_URL);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
      problems.push('PUBLIC_URL: must be an https: address in production');
  }
  if (payments === 'razorpay') {
    if (!env.RAZORPAY_WEBHOOK_SECRET)
      problems.push(
        'RAZORPAY_WEBHOOK_SECRET: required in production (set it in the Razorpay dashboard)',
      );
    else if (env.RAZORPAY_WEBHOOK_SECRET === env.RAZORPAY_KEY_SECRET)
      problems.push('RAZORPAY_WEBHOOK_SECRET: must differ from RAZORPAY_KEY_SECRET');
    if (env.RAZORPAY_KEY_ID?.startsWith('rzp_test_') && !env.RAZORPAY_ALLOW_TEST_KEYS)
      problems.push(
        'RAZORPAY_KEY_ID: a test key (rzp_test_) in production takes no money; set RAZORPAY_ALLOW_TEST_KEYS=1 to run with it on purpose',
      );
  }
  if (env.SMTP_URL) {
    const problem = smtpTlsProblem(env.SMTP_URL);
    if (problem) problems.push(`SMTP_URL: ${problem} in production (mail must travel over TLS)`);
  }
  return problems;
}
