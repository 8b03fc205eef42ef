import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { askApi, createLearner, tokenOf, type Learner } from '../../test/seed';

// The profile's "Reminders and offers" switch against the real API: read from and saved to
// GET|PUT /v1.5/users/me/consents, each change recorded there.

const app = setUpApp();

const consentsOf = async (learner: Learner) =>
  askApi<{ marketing: boolean; isMinor: boolean; source: string | null }>(
    '/v1.5/users/me/consents',
    { token: await tokenOf(learner) },
  );

async function openReminders(learner: Learner) {
  await signInAs(learner);
  app.renderApp('/user-profile');
  const section = await screen.findByRole('region', { name: 'Reminders and offers' });
  const toggle = await within(section).findByRole<HTMLInputElement>('switch', {
    name: 'Send me reminders and offers',
  });
  return { section, toggle };
}

describe('reminders and offers on the profile', () => {
  it('starts off, turns on and off again, each change saved on the server', async () => {
    const learner = await createLearner();
    const { toggle } = await openReminders(learner);
    expect(toggle.checked).toBe(false);

    fireEvent.click(toggle);
    expect(await screen.findByText('You will get reminders and offers.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(await consentsOf(learner)).toMatchObject({ marketing: true, source: 'profile' });

    fireEvent.click(toggle);
    expect(await screen.findByText('Reminders and offers are off.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(await consentsOf(learner)).toMatchObject({ marketing: false, source: 'profile' });
    const puts = app.network.find('PUT', '/v1.5/users/me/consents');
    expect(puts.map((r) => JSON.parse(r.body))).toEqual([
      { marketing: true },
      { marketing: false },
    ]);
  });

  it('stays off, and says why, for a learner who said they are under 18', async () => {
    const learner = await createLearner();
    await askApi('/v1.5/payment/0', {
      token: await tokenOf(learner),
      json: {
        mobileNumber: '9876543210',
        selectedCourses: [{ id: 'webmonk' }],
        marketingConsent: true,
        ageStatement: 'minor',
      },
    });
    const { section, toggle } = await openReminders(learner);
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(within(section).getByText(/under 18/)).toBeTruthy();
  });
});
