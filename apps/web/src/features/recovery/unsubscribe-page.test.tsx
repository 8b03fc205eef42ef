import { RECOVERY_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';

// /unsubscribe against the real API: the page withdraws consent with the e-mail's token, without
// sign-in, once the button is pressed (the API tests cover a real token).

const app = setUpApp();

beforeAll(async () => {
  await import('./routes/unsubscribe-page');
});

describe('/unsubscribe', () => {
  it('asks first: opening the link (a mail scanner does) changes nothing', async () => {
    app.renderApp('/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB');
    expect(await screen.findByRole('button', { name: 'Stop reminders and offers' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.network.find('POST', '/v1.5/unsubscribe')).toEqual([]);
  });

  it('posts the one-click body without sign-in and says when the link is not valid', async () => {
    app.renderApp('/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop reminders and offers' }));
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
