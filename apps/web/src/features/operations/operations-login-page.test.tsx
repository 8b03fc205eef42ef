import { OPERATIONS_MESSAGES } from '@kaksha/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../test/render-app';

const app = setUpApp();

beforeAll(async () => {
  await import('./routes/operations-login-page');
});

describe('/operations: the first choice', () => {
  it("offers Sales or Event & Blog, in the spec's words", async () => {
    app.renderApp('/operations');
    await screen.findByRole('heading', { level: 1, name: 'Operations' });
    const choices = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(choices).toEqual(['sales', 'operation']);
    expect(screen.getByRole('radio', { name: 'Sales' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Event & Blog' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Events & Blog');
    expect(OPERATIONS_MESSAGES.typeRequired).toBe('Choose Sales or Event & Blog.');
  });
});
