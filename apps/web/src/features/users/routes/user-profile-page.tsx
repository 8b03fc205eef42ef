import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { MyPrograms } from '../components/my-programs';
import { ProfileCard } from '../components/profile-card';
import { VerifyEmailBanner } from '../components/verify-email-banner';
import { ChangePasswordForm } from '../components/change-password-form';
import { MyDataSection } from '../components/my-data-section';
import { RemindersSection } from '../components/reminders-section';
import { profileQuery } from '../../../lib/profile';

/** /user-profile (spec §2.7): the learner's details, loaded on open; visitors go to log in first. */
export function UserProfilePage() {
  const session = useSession();
  return (
    <>
      <PageTitle page="Profile" />
      <div className="border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
        <Container className="py-10 sm:py-12">
          <h1 className="text-h2 font-extrabold sm:text-h1">Your Profile</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-600">
            Keep your contact details, college and stream up to date.
          </p>
        </Container>
      </div>
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-2xl space-y-12">
          {session.status === 'signed-in' ? <ProfileSection /> : <ProfileLoading />}
          {/* Slot: the learner's programs and receipts (features/users/components/my-programs.tsx). */}
          {session.status === 'signed-in' && <MyPrograms />}
        </div>
      </Container>
    </>
  );
}

function ProfileSection() {
  const query = useQuery({
    ...profileQuery(),
    // Always read fresh on open (spec §2.7), whatever another page cached.
    refetchOnMount: 'always',
    retry: false,
  });

  if (query.isPending) return <ProfileLoading />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="rounded-card border border-error-100 bg-error-50 p-6 text-center"
      >
        <p className="font-semibold text-error-700">We could not load your profile.</p>
        <p className="mt-1 text-sm text-ink-600">Check your connection and try again.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      {query.data.isEmailVerified === false && <VerifyEmailBanner email={query.data.email} />}
      <ProfileCard profile={query.data} />
      <ChangePasswordForm />
      <RemindersSection />
      <MyDataSection />
    </>
  );
}

/** Holds the card's place while the profile loads, so nothing jumps when it arrives. */
function ProfileLoading() {
  return (
    <div className="flex min-h-[34rem] items-center justify-center rounded-card border border-ink-200/80 bg-white shadow-card">
      <Spinner label="Loading your profile" />
    </div>
  );
}
