/**
 * Help articles: shown on /resources and linked by the automated help in case messages (D7).
 * Plain guidance only; nothing here promises a recovery or asks for money.
 */
export type HelpArticle = {
  slug: string;
  title: string;
  /** Lower-case words and phrases a victim might write; matched against their message. */
  keywords: string[];
  summary: string;
  body: string[];
};

export const helpArticles: HelpArticle[] = [
  {
    slug: 'recovery-scams',
    title: 'How to recognise a recovery scam',
    keywords: ['recovery scam', 'fee', 'fees', 'upfront', 'gift card', 'pay', 'payment', 'agent', 'lawyer', 'hacker', 'guarantee', 'release', 'tax', 'unlock', 'crypto', 'wallet', 'remote', 'anydesk', 'teamviewer'],
    summary: 'People who promise to get your money back for a fee are very often the same scammers, or new ones.',
    body: [
      'After a scam, victims are often contacted by people who claim they can recover the money: "agents", "lawyers", "hackers" or "government officers". They ask for a fee, a tax, a "release payment", gift cards, crypto, your passwords or remote access to your device.',
      'We never ask for any of these, and our help is free. Nobody can guarantee that money will be recovered.',
      'If someone contacts you like this, do not pay and do not install anything. Keep their messages and report them to us and to the police.',
    ],
  },
  {
    slug: 'report-to-authorities',
    title: 'Reporting the fraud to the authorities',
    keywords: ['police', 'report', 'authorities', 'fbi', 'ic3', 'ftc', 'action fraud', 'scamwatch', 'crime', 'reference number'],
    summary: 'An official report creates a record that banks and investigators can use.',
    body: [
      'Report the fraud to the police or the national fraud reporting service of your country, for example the FBI Internet Crime Complaint Center (IC3) or the FTC in the United States, Action Fraud in the United Kingdom, Scamwatch in Australia, or the Canadian Anti-Fraud Centre.',
      'Write down the reference number you receive and add it to your case messages, so the case team can quote it.',
    ],
  },
  {
    slug: 'contact-your-bank',
    title: 'Contacting your bank or payment provider',
    keywords: ['bank', 'card', 'credit card', 'transfer', 'chargeback', 'paypal', 'refund', 'dispute', 'account', 'wire'],
    summary: 'Tell your bank or payment provider as soon as you can; some payments can be disputed or stopped.',
    body: [
      'Call the number on the back of your card or on your bank’s official website, not a number from an e-mail or message. Explain that you were the victim of fraud and ask whether the payment can be stopped, recalled or disputed.',
      'Ask them to note the fraud on your account and consider changing your online banking password.',
    ],
  },
  {
    slug: 'keep-evidence',
    title: 'Keeping evidence of what happened',
    keywords: ['evidence', 'screenshot', 'proof', 'document', 'documents', 'upload', 'receipt', 'messages', 'chat', 'email'],
    summary: 'Screenshots, receipts and messages help your bank, the police and our case team.',
    body: [
      'Keep everything: messages, e-mails, website addresses, wallet addresses, receipts and bank statements. Take screenshots that show dates and names.',
      'Do not delete conversations with the scammer, even if they are upsetting. You can upload documents in the Documents tab of your case.',
    ],
  },
  {
    slug: 'secure-your-accounts',
    title: 'Securing your accounts after phishing',
    keywords: ['password', 'phishing', 'hacked', 'login', 'two-factor', '2fa', 'identity', 'stolen', 'email account'],
    summary: 'If you gave away a password or personal details, secure your accounts first.',
    body: [
      'Change the password of any account you may have exposed, starting with your e-mail, and turn on two-step verification.',
      'If you shared identity documents, you can ask your bank and credit agencies about fraud alerts on your name.',
    ],
  },
  {
    slug: 'how-payouts-work',
    title: 'How payouts of recovered money work',
    keywords: ['payout', 'recovered', 'money back', 'when', 'refund', 'settlement', 'funds', 'withdraw'],
    summary: 'A payout is possible only when money has actually been recovered on your case.',
    body: [
      'The case team records money that has actually been recovered. Only then can you request a payout, from your dashboard or the case page.',
      'Any fee applies only to money that was actually recovered; we never charge anything up front. We will never ask you to pay to receive a payout.',
    ],
  },
  {
    slug: 'check-a-website',
    title: 'Checking a website before you pay',
    keywords: ['website', 'site', 'link', 'url', 'shop', 'store', 'safe', 'legit', 'legitimate', 'check'],
    summary: 'Use the website checker on the resources page before sending money to a site you do not know.',
    body: [
      'Look at the exact web address: scammers use names that look like well-known brands. Our checker on the resources page shows what it found and why.',
      'A check cannot prove a site is honest. If a deal is unusually good or you are pressed to pay quickly, stop and ask someone you trust.',
    ],
  },
];

export function helpArticleUrl(slug: string): string {
  return `/resources#help-${slug}`;
}

/** The articles whose keywords appear in the text, best matches first; at most `limit`. */
export function findHelpArticles(text: string, limit = 3): HelpArticle[] {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9@.\s-]/g, ' ')} `;
  return helpArticles
    .map((article) => ({ article, score: article.keywords.filter((k) => lower.includes(` ${k}`)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.article);
}
