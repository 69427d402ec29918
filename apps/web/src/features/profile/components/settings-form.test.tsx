import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../testing/accounts';
import { expectToast } from '../../../testing/expect-toast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SettingsPage } from './settings-page';

async function myProfile() {
  const res = await fetch('/api/me/profile');
  return (await res.json()) as Record<string, unknown>;
}

function renderSettings() {
  return renderWithProviders(<SettingsPage profilePath="/owner/profile" />, {
    route: '/owner/profile/settings',
  });
}

describe('the profile settings form', () => {
  beforeEach(async () => {
    await signedInAs('owner');
  });

  it('starts from the saved profile with the spec defaults', async () => {
    renderSettings();
    expect(await screen.findByLabelText('First name')).toHaveValue('Test');
    expect(screen.getByLabelText('Last name')).toHaveValue('Person');
    expect(screen.getByLabelText('Time zone')).toHaveValue('UTC');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Honolulu',
    ]);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show my email' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show my phone' })).not.toBeChecked();
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const { user } = renderSettings();
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number'),
    );
    expect((await myProfile()).firstName).toBe('Test');
  });

  it("saves the settings and says so in the spec's words", async () => {
    const { user } = renderSettings();
    await user.type(await screen.findByLabelText('Phone number'), '+1 (555) 010-0100');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Denver');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.click(screen.getByRole('switch', { name: 'Show my email' }));
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await expectToast('Profile Updated');
    expect(screen.getByText('Your profile settings have been successfully updated.')).toBeVisible();
    expect(await myProfile()).toMatchObject({
      phone: '+1 (555) 010-0100',
      timezone: 'America/Denver',
      preferredContactMethod: 'phone',
      visibleEmail: true,
      visiblePhone: false,
      emailNotifications: false,
    });
  });

  it("stops the save when the avatar upload fails ('Avatar Upload Failed')", async () => {
    const { user } = renderSettings();
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Changed');
    // Claims to be a PNG; the server looks inside and refuses it.
    const fake = new File(['meeting notes'], 'notes.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo file'), fake);
    expect(screen.getByText(/Selected: notes\.png/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await expectToast('Avatar Upload Failed');
    expect(screen.getByText('File "notes.png" is not an image')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled());
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
    expect(await myProfile()).toMatchObject({ firstName: 'Test', avatarUrl: null });
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const { user } = renderWithProviders(<SettingsPage profilePath="/owner/profile" />, {
      userOptions: { applyAccept: false },
    });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(await screen.findByLabelText('Profile photo file'), text);
    expect(await screen.findByRole('alert')).toHaveTextContent('File "notes.txt" is not an image');
  });

  it('uploads a picked photo with the save, and removes it again', async () => {
    const { user } = renderSettings();
    // A real 1 x 1 PNG: the server crops it square and stores WebP files.
    const png = Uint8Array.from(atob(ONE_PIXEL_PNG), (c) => c.charCodeAt(0));
    await user.upload(
      await screen.findByLabelText('Profile photo file'),
      new File([png], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await expectToast('Profile Updated');
    expect((await myProfile()).avatarUrl).toMatch(/^\/uploads\/avatars\/.+-256\.webp$/);
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await waitFor(async () => expect((await myProfile()).avatarUrl).toBeNull());
    expect(await screen.findByRole('button', { name: 'Upload photo' })).toBeVisible();
  });
});

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
