import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';
import { paths } from '@/lib/paths';
import { useStoredUser } from '@/lib/session/stored-user';
import { EXPORT_MY_DATA_URL } from '../api/export-my-data';
import { DeleteAccountForm } from '../components/delete-account-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

/** D15: victims own their data: they can take all of it with them, or have it removed. */
export default function MyDataPage() {
  const { t } = useLingui();
  useDocumentBranding(t`My Data`);
  const user = useStoredUser();
  const email = user?.email;
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.dashboard}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" /> <Trans>Back to Dashboard</Trans>
        </Link>
      </Button>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <Trans>My Data</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          {email ? (
            <Trans>
              Everything we hold about {email} belongs to you. You can download it or delete your account at any time.
            </Trans>
          ) : (
            <Trans>Everything we hold about you belongs to you. You can download it or delete your account at any time.</Trans>
          )}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Download my data</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              One ZIP file with your profile, your fraud reports and case records, your recovery applications, messages,
              payout requests, and copies of the files on your cases. Payout account details appear masked.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <a href={EXPORT_MY_DATA_URL} download>
              <Download aria-hidden="true" /> <Trans>Download my data</Trans>
            </a>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Sign out everywhere</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              If you lost a phone or think someone else may have used your account, sign out on every device, this one
              too. You can then sign in again here.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>

      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>
            <Trans>Delete my account</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>This cannot be undone.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-base">
            <p className="font-medium">
              <Trans>What is removed</Trans>
            </p>
            <ul className="list-disc ps-6">
              <li>
                <Trans>Your profile: name, phone, country and password. You are signed out everywhere.</Trans>
              </li>
              <li>
                <Trans>Your e-mail address, wherever it is stored.</Trans>
              </li>
              <li>
                <Trans>What you wrote in your reports and applications, and the case team's notes on your cases.</Trans>
              </li>
              <li>
                <Trans>Your messages, the documents you uploaded, and the account details of your payout requests.</Trans>
              </li>
            </ul>
            <p className="font-medium">
              <Trans>What is kept</Trans>
            </p>
            <ul className="list-disc ps-6">
              <li>
                <Trans>
                  Anonymous records for the directory and its statistics: the platform, dates, amounts and status of
                  your reports, applications and payout requests, with nothing that identifies you.
                </Trans>
              </li>
            </ul>
            <p className="text-muted-foreground">
              <Trans>If you might need your records later, download your data first.</Trans>
            </p>
          </div>
          <DeleteAccountForm />
        </CardContent>
      </Card>
    </main>
  );
}
