import type { FinancialData, RequiredDocument, TimelineEvent } from '@shared/incidents/case-data';
import type { CaseTeamRole } from '@shared/messages/schema';
import type { ReportFraudType } from '@shared/incidents/fraud-types';
import type { IncidentStatus } from '@shared/incidents/status';
import type { DemoClock } from './demo-dates';
import type { DemoPlatformName } from './demo-platforms';

export const DEMO_VICTIM_EMAIL = 'demo@example.com';
export const MARIA_EMAIL = 'maria.lopez@example.com';
export const CHEN_EMAIL = 'j.chen@example.net';
export const SAM_EMAIL = 'sam.okafor@example.org';

/** A demo staff account (a caseworker nobody can sign in as), put on demo cases as their team. */
export type DemoStaff = { username: string; name: string; role: CaseTeamRole; email: string };

// Named "(demo staff)" so nobody mistakes them for real case workers (D4: never fake staff).
export const demoCaseManager: DemoStaff = {
  username: 'demo-jordan-ellis',
  name: 'Jordan Ellis (demo staff)',
  role: 'Case Manager',
  email: 'jordan.ellis@haven.example',
};
export const demoLegalAdvisor: DemoStaff = {
  username: 'demo-priya-raman',
  name: 'Priya Raman (demo staff)',
  role: 'Legal Advisor',
  email: 'priya.raman@haven.example',
};
export const demoSecondCaseManager: DemoStaff = {
  username: 'demo-noor-haddad',
  name: 'Noor Haddad (demo staff)',
  role: 'Case Manager',
  email: 'noor.haddad@haven.example',
};

/** Every demo staff account, as seeding creates them and removal takes them out again. */
export const demoStaffAccounts: readonly DemoStaff[] = [demoCaseManager, demoLegalAdvisor, demoSecondCaseManager];

export type DemoIncidentKey =
  | 'demoOpen'
  | 'demoUnderReview'
  | 'demoInvestigation'
  | 'demoRecoveryApplied'
  | 'demoRecoveryRecovered'
  | 'demoResolved'
  | 'demoClosed'
  | 'mariaOpen'
  | 'mariaInvestigation'
  | 'mariaResolved'
  | 'chenUnderReview'
  | 'chenClosed'
  | 'samRecovery';

export type DemoIncident = {
  key: DemoIncidentKey;
  platform: DemoPlatformName;
  victimEmail: string;
  incidentDate: string;
  reportedAt: Date;
  lossAmount: string;
  /** The case's currency (issue 28); USD when not given. */
  currency?: string;
  status: IncidentStatus;
  fraudType: ReportFraudType;
  description: string;
  websiteUrl: string | null;
  /** The demo staff on the case (case_staff rows). */
  caseTeam: DemoStaff[];
  timelineEvents: TimelineEvent[];
  requiredDocuments: RequiredDocument[];
  financialData: FinancialData | null;
};

const event = (title: string, date: string, description = ''): TimelineEvent => ({ title, date, description });
const required = (name: string, status: RequiredDocument['status'], description = ''): RequiredDocument => ({
  name,
  description,
  status,
});
const money = (totalLoss: string, recoveredAmount: string, transactions: FinancialData['transactions'] = []) => ({
  totalLoss,
  recoveredAmount,
  transactions,
});

export function buildDemoIncidents({ day, at }: DemoClock): DemoIncident[] {
  return [
    {
      key: 'demoOpen',
      platform: 'ShopNest Outlet',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(6),
      reportedAt: at(4),
      lossAmount: '389.99',
      status: 'open',
      fraudType: 'fake_online_store',
      description:
        'Ordered a coffee machine at 60% off. The payment went through by bank transfer, the tracking number never worked and the shop stopped answering e-mails.',
      websiteUrl: 'https://shopnest-outlet.test',
      // Not triaged yet: the victim sees the honest empty states (D4).
      caseTeam: [],
      timelineEvents: [],
      requiredDocuments: [],
      financialData: null,
    },
    {
      key: 'demoUnderReview',
      platform: 'HeartLink Social',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(40),
      reportedAt: at(20),
      lossAmount: '4200.00',
      status: 'under_review',
      fraudType: 'romance_scam',
      description:
        'Met "Daniel" on HeartLink Social. After six weeks he asked for help with a customs fee and then a hospital bill. Sent two bank transfers before his profile disappeared.',
      websiteUrl: 'https://heartlink-social.example',
      caseTeam: [demoCaseManager],
      timelineEvents: [
        event('Report received', day(20), 'The report and two screenshots were submitted online.'),
        event('Initial review started', day(18), 'Jordan Ellis (demo staff) is checking the report and the transfer details.'),
      ],
      requiredDocuments: [
        required('Profile link or screenshots', 'received', 'Screenshots of the profile that contacted you.'),
        required('Copies of the conversation', 'pending', 'An export or screenshots of the messages that asked for money.'),
        required('Bank transfer receipts', 'missing', 'The receipts or statement lines for both transfers.'),
      ],
      financialData: money('4200.00', '0.00', [
        { type: 'Bank transfer', amount: '1500.00', date: day(38) },
        { type: 'Bank transfer', amount: '2700.00', date: day(31) },
      ]),
    },
    {
      key: 'demoInvestigation',
      platform: 'CoinHarbor Exchange',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(75),
      reportedAt: at(60),
      lossAmount: '12750.00',
      status: 'under_investigation',
      fraudType: 'cryptocurrency_fraud',
      description:
        'Opened an account after an online advert. The dashboard showed profits, but every withdrawal was refused until a "release fee" was paid.',
      websiteUrl: 'https://coinharbor-exchange.example',
      caseTeam: [demoCaseManager, demoLegalAdvisor],
      timelineEvents: [
        event('Report received', day(60)),
        event('Case assigned', day(59), 'Assigned to Jordan Ellis (demo staff), with Priya Raman (demo staff) for legal questions.'),
        event('Bank statement verified', day(55), 'The card deposit and the bank transfer match the statement provided.'),
        event('Funds traced', day(41), 'Part of the money was converted to bitcoin and sent to an outside wallet; the receiving service has been asked to preserve its records.'),
      ],
      requiredDocuments: [
        required('Bank statements', 'received', 'Statements showing the payments to the platform.'),
        required('Platform account screenshots', 'pending', 'Screenshots of your account balance and the refused withdrawals.'),
        required('Police report reference', 'missing', 'The reference number of your report to the police or your national fraud agency.'),
      ],
      financialData: money('12750.00', '0.00', [
        { type: 'Card deposit', amount: '2500.00', date: day(75) },
        { type: 'Bank transfer', amount: '10250.00', date: day(68) },
      ]),
    },
    {
      key: 'demoRecoveryApplied',
      platform: 'Summit Yield Partners',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(150),
      reportedAt: at(130),
      lossAmount: '8500.00',
      status: 'recovery_available',
      fraudType: 'investment_scam',
      description:
        'Joined an "investment club" promising 8% a month. Paid in three instalments by card; the club closed its chat group after the third payment.',
      websiteUrl: 'https://summit-yield-partners.example',
      caseTeam: [demoSecondCaseManager, demoLegalAdvisor],
      timelineEvents: [
        event('Report received', day(130)),
        event('Case assigned', day(128), 'Assigned to Noor Haddad (demo staff).'),
        event('Card issuer contacted', day(110), 'The card payments fall within the card issuer\'s dispute window.'),
        event('Recovery route identified', day(95), 'A card dispute is possible for these payments. The outcome is decided by the card issuer and is not guaranteed.'),
      ],
      requiredDocuments: [
        required('Card statements', 'received'),
        required('Dispute form signed by you', 'pending', 'The card issuer\'s own form; we never ask for your card number or PIN.'),
      ],
      financialData: money('8500.00', '0.00', [
        { type: 'Card payment', amount: '2000.00', date: day(150) },
        { type: 'Card payment', amount: '3000.00', date: day(143) },
        { type: 'Card payment', amount: '3500.00', date: day(136) },
      ]),
    },
    {
      key: 'demoRecoveryRecovered',
      platform: 'QuickLend Direct',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(95),
      reportedAt: at(90),
      lossAmount: '1250.00',
      status: 'recovery_available',
      fraudType: 'advance_fee_fraud',
      description:
        'Applied for a 10,000 loan. The broker asked for an "insurance fee" and then a "processing fee" before releasing the loan, which never arrived.',
      websiteUrl: 'https://quicklend-direct.example',
      caseTeam: [demoCaseManager],
      timelineEvents: [
        event('Report received', day(90)),
        event('Case assigned', day(89), 'Assigned to Jordan Ellis (demo staff).'),
        event('Payment provider contacted', day(70), 'Both fee payments were made through the same payment provider.'),
        event('Funds recovered', day(9), 'The payment provider returned 950.00 USD of the 1,250.00 USD paid.'),
      ],
      requiredDocuments: [required('Payment receipts', 'received')],
      financialData: money('1250.00', '950.00', [
        { type: 'Fee payment', amount: '800.00', date: day(95) },
        { type: 'Fee payment', amount: '450.00', date: day(93) },
        { type: 'Recovered by payment provider', amount: '950.00', date: day(9) },
      ]),
    },
    {
      key: 'demoResolved',
      platform: 'TradeVista Markets',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(220),
      reportedAt: at(200),
      lossAmount: '3000.00',
      status: 'resolved',
      fraudType: 'investment_scam',
      description:
        'An "account manager" called daily and pushed for larger deposits into a forex account. The account was frozen after a complaint.',
      websiteUrl: 'https://tradevista-markets.test',
      caseTeam: [demoSecondCaseManager],
      timelineEvents: [
        event('Report received', day(200)),
        event('Case assigned', day(199), 'Assigned to Noor Haddad (demo staff).'),
        event('Chargeback filed by the victim\'s card issuer', day(170)),
        event('Chargeback approved', day(60), 'The card issuer returned 2,400.00 USD; 600.00 USD paid by bank transfer could not be recovered.'),
        event('Case resolved', day(58)),
      ],
      requiredDocuments: [required('Card statements', 'received'), required('Call log', 'received')],
      financialData: money('3000.00', '2400.00', [
        { type: 'Card deposit', amount: '2400.00', date: day(220) },
        { type: 'Bank transfer', amount: '600.00', date: day(214) },
        { type: 'Chargeback', amount: '2400.00', date: day(60) },
      ]),
    },
    {
      key: 'demoClosed',
      platform: 'PixelDeals Store',
      victimEmail: DEMO_VICTIM_EMAIL,
      incidentDate: day(300),
      reportedAt: at(290),
      lossAmount: '149.00',
      status: 'closed',
      fraudType: 'phishing',
      description: 'Entered card details on a checkout page for headphones; an unknown charge followed the same day.',
      websiteUrl: 'https://pixeldeals-store.example',
      caseTeam: [demoCaseManager],
      timelineEvents: [
        event('Report received', day(290)),
        event('Card issuer refunded the charge', day(280), 'The victim\'s card issuer refunded the charge directly and replaced the card.'),
        event('Case closed', day(279), 'Closed at the victim\'s request; nothing further to do.'),
      ],
      requiredDocuments: [],
      financialData: money('149.00', '0.00', [{ type: 'Card payment', amount: '149.00', date: day(300) }]),
    },
    {
      key: 'mariaOpen',
      platform: 'CoinHarbor Exchange',
      victimEmail: MARIA_EMAIL,
      incidentDate: day(10),
      reportedAt: at(3),
      lossAmount: '5600.00',
      status: 'open',
      fraudType: 'cryptocurrency_fraud',
      description: 'Deposited savings after a message from a "trading coach"; the site now asks for a tax payment before any withdrawal.',
      websiteUrl: 'https://coinharbor-exchange.example',
      caseTeam: [],
      timelineEvents: [],
      requiredDocuments: [],
      financialData: null,
    },
    {
      key: 'mariaInvestigation',
      platform: 'Summit Yield Partners',
      victimEmail: MARIA_EMAIL,
      incidentDate: day(120),
      reportedAt: at(100),
      lossAmount: '22000.00',
      status: 'under_investigation',
      fraudType: 'investment_scam',
      description: 'Invested through the club\'s "premium tier"; part was paid in ether at the club\'s request.',
      websiteUrl: 'https://summit-yield-partners.example',
      caseTeam: [demoSecondCaseManager],
      timelineEvents: [
        event('Report received', day(100)),
        event('Case assigned', day(99), 'Assigned to Noor Haddad (demo staff).'),
        event('Ether transfer traced', day(80), 'The ether went to a wallet that also received funds from other reported victims.'),
      ],
      requiredDocuments: [required('Wallet transaction history', 'received'), required('Bank statements', 'pending')],
      financialData: money('22000.00', '0.00', [
        { type: 'Bank transfer', amount: '9000.00', date: day(120) },
        { type: 'Crypto transfer', amount: '13000.00', date: day(112) },
      ]),
    },
    {
      key: 'mariaResolved',
      platform: 'ShopNest Outlet',
      victimEmail: MARIA_EMAIL,
      incidentDate: day(180),
      reportedAt: at(170),
      lossAmount: '620.00',
      status: 'resolved',
      fraudType: 'fake_online_store',
      description: 'Paid for a sofa that never arrived.',
      websiteUrl: 'https://shopnest-outlet.test',
      caseTeam: [demoCaseManager],
      timelineEvents: [
        event('Report received', day(170)),
        event('Payment provider dispute opened', day(160)),
        event('Funds recovered', day(30), 'The payment provider returned the full 620.00 USD.'),
        event('Case resolved', day(28)),
      ],
      requiredDocuments: [required('Order confirmation', 'received')],
      financialData: money('620.00', '620.00', [
        { type: 'Online payment', amount: '620.00', date: day(180) },
        { type: 'Recovered by payment provider', amount: '620.00', date: day(30) },
      ]),
    },
    {
      key: 'chenUnderReview',
      platform: 'HeartLink Social',
      victimEmail: CHEN_EMAIL,
      incidentDate: day(50),
      reportedAt: at(30),
      lossAmount: '9800.00',
      // A case in euros beside the dollar cases: screens, reports and exports show it as EUR.
      currency: 'EUR',
      status: 'under_review',
      fraudType: 'romance_scam',
      description: 'A match asked for gift cards and then a wire transfer for a "visa application".',
      websiteUrl: 'https://heartlink-social.example',
      caseTeam: [demoCaseManager],
      timelineEvents: [event('Report received', day(30))],
      requiredDocuments: [required('Gift card receipts', 'pending')],
      financialData: null,
    },
    {
      key: 'chenClosed',
      platform: 'QuickLend Direct',
      victimEmail: CHEN_EMAIL,
      incidentDate: day(260),
      reportedAt: at(250),
      lossAmount: '450.00',
      status: 'closed',
      fraudType: 'advance_fee_fraud',
      description: 'Paid an "application fee" for a loan that was never granted.',
      websiteUrl: 'https://quicklend-direct.example',
      caseTeam: [demoSecondCaseManager],
      timelineEvents: [
        event('Report received', day(250)),
        event('Case closed', day(200), 'Closed at the victim\'s request: they are pursuing the matter with their bank directly.'),
      ],
      requiredDocuments: [],
      financialData: money('450.00', '0.00'),
    },
    {
      key: 'samRecovery',
      platform: 'CoinHarbor Exchange',
      victimEmail: SAM_EMAIL,
      incidentDate: day(140),
      reportedAt: at(125),
      lossAmount: '3400.00',
      status: 'recovery_available',
      fraudType: 'cryptocurrency_fraud',
      description: 'Bought "mining contracts" on the exchange; the contracts paid nothing and the account was locked.',
      websiteUrl: 'https://coinharbor-exchange.example',
      caseTeam: [demoCaseManager],
      timelineEvents: [
        event('Report received', day(125)),
        event('Recovery route identified', day(40), 'The receiving exchange froze the destination account pending its own review. Nothing is recovered yet.'),
      ],
      requiredDocuments: [required('Exchange account screenshots', 'received')],
      financialData: money('3400.00', '0.00'),
    },
  ];
}
