import { randomBytes } from 'node:crypto';
import type { ApplicationStatus } from '@shared/applications/status';
import type { DocumentCategory, DocumentStatus } from '@shared/documents/status';
import type { ApplicationFraudType } from '@shared/incidents/fraud-types';
import type { MoneyTrailStatus, MoneyTrailTransactionType, Currency } from '@shared/money-trails/status';
import type { PayoutStatus } from '@shared/payouts/status';
import type { DemoClock } from './demo-dates';
import { describeFile, makeChatSketchPng, makeTextPdf, type DemoFile } from './demo-files';
import {
  DEMO_VICTIM_EMAIL,
  MARIA_EMAIL,
  CHEN_EMAIL,
  demoCaseManager,
  type DemoIncidentKey,
} from './demo-incidents';

export type DemoMessage = {
  incident: DemoIncidentKey;
  sender: string;
  recipient: string;
  subject: string | null;
  content: string;
  senderType: 'user' | 'staff';
  createdAt: Date;
  readByStaffAt: Date | null;
};

export type DemoMoneyTrail = {
  incident: DemoIncidentKey;
  transactionType: MoneyTrailTransactionType;
  amount: string;
  currency: Currency;
  fromAccount: string | null;
  toAccount: string;
  transactionDate: Date;
  description: string;
  status: MoneyTrailStatus;
  blockchainTx: string | null;
};

export type DemoDocument = {
  incident: DemoIncidentKey;
  filename: string;
  userEmail: string;
  category: DocumentCategory;
  status: DocumentStatus;
  rejectionReason: string | null;
  uploadDate: Date;
  file: DemoFile;
};

export type DemoApplication = {
  incident: DemoIncidentKey;
  fullName: string;
  email: string;
  country: string;
  platformName: string;
  fraudType: ApplicationFraudType;
  incidentDate: string;
  lossAmount: string;
  incidentDescription: string;
  contactedPolice: boolean;
  contactedBank: boolean;
  contactedPlatform: boolean;
  status: ApplicationStatus;
  adminNotes: string | null;
  submittedAt: Date;
};

export type DemoPayout = {
  incident: DemoIncidentKey;
  userEmail: string;
  amount: string;
  payoutMethod: string;
  /** Made up, and stored encrypted as a real request's are. */
  accountDetails: string;
  status: PayoutStatus;
  requestDate: Date;
  processedDate: Date | null;
  notes: string | null;
};

export const DEMO_VICTIM_NAME = 'Alex Morgan (demo)';

const signature = `${demoCaseManager.name.replace(' (demo staff)', '')}, ${demoCaseManager.role} (demo staff)`;

export function buildDemoMessages({ at }: DemoClock): DemoMessage[] {
  const fromVictim = (incident: DemoIncidentKey, content: string, createdAt: Date, readByStaffAt: Date | null, subject: string | null = null): DemoMessage => ({
    incident,
    sender: DEMO_VICTIM_EMAIL,
    recipient: 'Case Manager',
    subject,
    content,
    senderType: 'user',
    createdAt,
    readByStaffAt,
  });
  const fromStaff = (incident: DemoIncidentKey, content: string, createdAt: Date): DemoMessage => ({
    incident,
    sender: demoCaseManager.name,
    recipient: DEMO_VICTIM_EMAIL,
    subject: null,
    content: `${content}\n\n${signature}`,
    senderType: 'staff',
    createdAt,
    readByStaffAt: null,
  });
  return [
    fromVictim(
      'demoInvestigation',
      'Hello, I have uploaded my bank statement with the two payments to CoinHarbor. The site now says I must pay a 1,500 USD "release fee" before I can withdraw. Should I pay it?',
      at(58, 9),
      at(57, 11),
      'Release fee request',
    ),
    fromStaff(
      'demoInvestigation',
      'Thank you, the statement is now on your case. Please do not pay the release fee: a fee demanded before a withdrawal is a typical sign of this scam, and money paid is very unlikely to come back. We are tracing the payments and will add what we find to your timeline.',
      at(57, 11),
    ),
    fromVictim('demoInvestigation', 'Understood, I will not pay it. I have also told my bank.', at(56, 16), at(55, 9)),
    fromStaff(
      'demoRecoveryRecovered',
      'The payment provider has returned 950.00 USD of the fees you paid, and the amount is now recorded on your case. You can request a payout from your dashboard. The contingency fee is only taken from recovered money; you never pay us anything.',
      at(8, 14),
    ),
    // Left unread so the staff inbox has something to answer.
    fromVictim('demoRecoveryRecovered', 'Thank you! I will request the payout to my usual bank account.', at(7, 18), null),
  ];
}

// Shaped like a transaction hash, but random: it points at nothing on any real chain.
const fakeTxHash = () => randomBytes(32).toString('hex');

export function buildDemoMoneyTrails({ at }: DemoClock): DemoMoneyTrail[] {
  return [
    {
      incident: 'demoInvestigation',
      transactionType: 'deposit',
      amount: '2500.00',
      currency: 'USD',
      fromAccount: 'Visa card ending 4821 (demo)',
      toAccount: 'CoinHarbor Exchange trading account',
      transactionDate: at(75),
      description: 'Card deposit made after the online advert.',
      status: 'verified',
      blockchainTx: null,
    },
    {
      incident: 'demoInvestigation',
      transactionType: 'transfer',
      amount: '10250.00',
      currency: 'USD',
      fromAccount: 'Checking account ending 0193 (demo)',
      toAccount: 'Payment agent account named on the CoinHarbor deposit page',
      transactionDate: at(68),
      description: 'Bank transfer to the account the platform named for "large deposits".',
      status: 'verified',
      blockchainTx: null,
    },
    {
      incident: 'demoInvestigation',
      transactionType: 'transfer',
      amount: '0.25',
      currency: 'BTC',
      fromAccount: 'CoinHarbor Exchange hot wallet (demo)',
      toAccount: 'bc1q-demo-wallet-outside-01',
      transactionDate: at(66),
      description: 'Moved out of the platform two days after the bank transfer.',
      status: 'suspicious',
      blockchainTx: fakeTxHash(),
    },
    {
      incident: 'demoRecoveryRecovered',
      transactionType: 'payment',
      amount: '1250.00',
      currency: 'USD',
      fromAccount: 'Debit card ending 7710 (demo)',
      toAccount: 'QuickLend Direct merchant account',
      transactionDate: at(95),
      description: '"Insurance" and "processing" fees, two payments.',
      status: 'verified',
      blockchainTx: null,
    },
    {
      incident: 'demoRecoveryRecovered',
      transactionType: 'transfer',
      amount: '950.00',
      currency: 'USD',
      fromAccount: 'Payment provider refund',
      toAccount: 'Haven client funds account (demo)',
      transactionDate: at(9),
      description: 'Returned by the payment provider after the dispute.',
      status: 'recovered',
      blockchainTx: null,
    },
    {
      incident: 'mariaInvestigation',
      transactionType: 'deposit',
      amount: '9000.00',
      currency: 'USD',
      fromAccount: 'Savings account ending 5520 (demo)',
      toAccount: 'Summit Yield Partners "member account"',
      transactionDate: at(120),
      description: 'First deposit into the club.',
      status: 'verified',
      blockchainTx: null,
    },
    {
      incident: 'mariaInvestigation',
      transactionType: 'transfer',
      amount: '3.10',
      currency: 'ETH',
      fromAccount: '0xdemo-wallet-maria',
      toAccount: '0xdemo-wallet-summit-collector',
      transactionDate: at(112),
      description: 'Sent at the club\'s request for the "premium tier".',
      status: 'suspicious',
      blockchainTx: `0x${fakeTxHash()}`,
    },
  ];
}

export function buildDemoDocuments({ at }: DemoClock): DemoDocument[] {
  const sampleNote = 'Haven demo data: a sample file. It contains no real personal or financial information.';
  return [
    {
      incident: 'demoInvestigation',
      filename: 'bank-statement-payments.pdf',
      userEmail: DEMO_VICTIM_EMAIL,
      category: 'financial',
      status: 'verified',
      rejectionReason: null,
      uploadDate: at(58, 8),
      file: describeFile(
        makeTextPdf([
          'Bank statement (sample)',
          sampleNote,
          'Card deposit to CoinHarbor Exchange ........ 2,500.00 USD',
          'Bank transfer to payment agent ............ 10,250.00 USD',
        ]),
        'application/pdf',
        'pdf',
      ),
    },
    {
      incident: 'demoInvestigation',
      filename: 'withdrawal-refused-screenshot.png',
      userEmail: DEMO_VICTIM_EMAIL,
      category: 'communication',
      status: 'pending',
      rejectionReason: null,
      uploadDate: at(56, 15),
      file: describeFile(makeChatSketchPng(), 'image/png', 'png'),
    },
    {
      incident: 'demoRecoveryApplied',
      filename: 'police-report.pdf',
      userEmail: DEMO_VICTIM_EMAIL,
      category: 'legal',
      status: 'rejected',
      rejectionReason: 'The page with the report reference number is missing; please upload the full report.',
      uploadDate: at(120),
      file: describeFile(makeTextPdf(['Police report (sample)', sampleNote]), 'application/pdf', 'pdf'),
    },
  ];
}

export function buildDemoApplications({ at, day }: DemoClock): DemoApplication[] {
  return [
    {
      // Same platform and amount as the incident, so the dashboard's "already applied" check has a real match.
      incident: 'demoRecoveryApplied',
      fullName: DEMO_VICTIM_NAME,
      email: DEMO_VICTIM_EMAIL,
      country: 'US',
      platformName: 'Summit Yield Partners',
      fraudType: 'investment_scam',
      incidentDate: day(150),
      lossAmount: '8500.00',
      incidentDescription: 'Paid 8,500 USD by card to an investment club that then disappeared. Asking for help with the card dispute.',
      contactedPolice: true,
      contactedBank: true,
      contactedPlatform: false,
      status: 'under_review',
      adminNotes: 'Waiting for the signed dispute form.',
      submittedAt: at(94),
    },
    {
      incident: 'demoUnderReview',
      fullName: DEMO_VICTIM_NAME,
      email: DEMO_VICTIM_EMAIL,
      country: 'US',
      platformName: 'HeartLink Social',
      fraudType: 'romance_scam',
      incidentDate: day(40),
      lossAmount: '4200.00',
      incidentDescription: 'Two bank transfers to someone met on a dating app who then disappeared.',
      contactedPolice: false,
      contactedBank: true,
      contactedPlatform: true,
      status: 'pending',
      adminNotes: null,
      submittedAt: at(19),
    },
  ];
}

export function buildDemoPayouts({ at }: DemoClock): DemoPayout[] {
  return [
    {
      // Another victim's case: the demo victim's recovered cases stay payable (D5) for exploring.
      incident: 'mariaResolved',
      userEmail: MARIA_EMAIL,
      amount: '527.00', // 620.00 recovered minus the default 15% contingency fee
      payoutMethod: 'bank_transfer',
      // The Spanish banks' published example IBAN: a well-formed number that is nobody's account.
      accountDetails: 'IBAN ES91 2100 0418 4502 0005 1332 (demo account)',
      status: 'approved',
      requestDate: at(27),
      processedDate: at(25),
      notes: 'Approved; transfer scheduled.',
    },
  ];
}

export type DemoProfile = { email: string; fullName: string; country: string; isVerified: boolean; createdAt: Date };

/** Only the demo victim gets a known password; the others get a random one nobody knows. */
export function buildDemoProfiles({ at }: DemoClock): DemoProfile[] {
  return [
    { email: DEMO_VICTIM_EMAIL, fullName: DEMO_VICTIM_NAME, country: 'US', isVerified: true, createdAt: at(300) },
    { email: MARIA_EMAIL, fullName: 'Maria Lopez (demo)', country: 'ES', isVerified: true, createdAt: at(170) },
    { email: CHEN_EMAIL, fullName: 'J. Chen (demo)', country: 'CA', isVerified: false, createdAt: at(30) },
  ];
}
