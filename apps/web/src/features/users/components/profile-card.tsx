import type { Profile } from '@kaksha/shared';
import { Card } from '../../../components/ui/card';
import { ProfileForm } from './profile-form';

function initialsOf(name: string, email: string): string {
  const source = name.trim() || email;
  return (
    source
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/** The learner's name and e-mail above their editable details. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <Card as="section" padding="lg" aria-labelledby="profile-details-heading">
      <div className="mb-6 flex items-center gap-4 border-b border-ink-100 pb-6">
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 text-lg font-bold text-white"
        >
          {initialsOf(profile.name, profile.email)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-details-heading" className="truncate text-h3 font-bold">
            {profile.name || 'Your details'}
          </h2>
          <p className="truncate text-sm text-ink-600">{profile.email}</p>
        </div>
      </div>
      <ProfileForm key={profile.id} profile={profile} />
    </Card>
  );
}
