import { RECOVERY_MESSAGES } from '@kaksha/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';

// /unsubscribe against the real API: the page withdraws consent with the e-mail's token, without
// sign-in, the way a mail client's one-click unsubscribe does (the API tests cover a real token).

const app = setUpApp();

beforeAll(async () => {
  await import('./routes/unsubscribe-page');
});

describe('/unsubscribe', () => {
  it('posts the one-click body without sign-in and says when the link is not valid', async () => {
    app.renderApp('/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB');
    expect(await screen.findByText(RECOVERY_MESSAGES.badLink)).toBeTruthy();
    const [sent] = app.network.find('POST', '/v1.5/unsubscribe');
    expect(sent?.body).toBe('List-Unsubscribe=One-Click');
    expect(sent?.authorization).toBeUndefined();
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.search).toMatch(/^\?token=/);
    expect(document.title).toBe('Kaksha | Unsubscribe');
  });

  it('asks nothing of the server without a token', async () => {
    app.renderApp('/unsubscribe');
    expect(await screen.findByText(RECOVERY_MESSAGES.badLink)).toBeTruthy();
    expect(app.network.find('POST', '/v1.5/unsubscribe')).toEqual([]);
  });
});
