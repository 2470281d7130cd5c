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
  useDocumentBranding('My Data');
  const user = useStoredUser();
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <Button asChild variant="outline" className="self-start">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold sm:text-4xl">My Data</h1>
        <p className="text-lg text-muted-foreground">
          Everything we hold about {user?.email ?? 'you'} belongs to you. You can download it or delete your account at
          any time.
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Download my data</CardTitle>
          <CardDescription>
            One ZIP file with your profile, your fraud reports and case records, your recovery applications, messages,
            payout requests, and copies of the files on your cases. Payout account details appear masked.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <a href={EXPORT_MY_DATA_URL} download>
              <Download aria-hidden="true" /> Download my data
            </a>
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Sign out everywhere</CardTitle>
          <CardDescription>
            If you lost a phone or think someone else may have used your account, sign out on every device, this one
            too. You can then sign in again here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>

      <Card className="border-red-200">
        <CardHeader>
          <CardTitle>Delete my account</CardTitle>
          <CardDescription>This cannot be undone.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-base">
            <p className="font-medium">What is removed</p>
            <ul className="list-disc ps-6">
              <li>Your profile: name, phone, country and password. You are signed out everywhere.</li>
              <li>Your e-mail address, wherever it is stored.</li>
              <li>What you wrote in your reports and applications, and the case team's notes on your cases.</li>
              <li>Your messages, the documents you uploaded, and the account details of your payout requests.</li>
            </ul>
            <p className="font-medium">What is kept</p>
            <ul className="list-disc ps-6">
              <li>
                Anonymous records for the directory and its statistics: the platform, dates, amounts and status of
                your reports, applications and payout requests, with nothing that identifies you.
              </li>
            </ul>
            <p className="text-muted-foreground">If you might need your records later, download your data first.</p>
          </div>
          <DeleteAccountForm />
        </CardContent>
      </Card>
    </main>
  );
}
