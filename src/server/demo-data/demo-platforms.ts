/**
 * Fictional platforms on reserved `.example` / `.test` domains (RFC 2606), so no real company is
 * ever named as a fraud. The types cover every icon the search page picks by keyword.
 */
export type DemoPlatform = {
  name: string;
  type: string;
  category: string;
  website: string;
  description: string;
  recoveryAvailable: boolean;
};

export const demoPlatforms = [
  {
    name: 'CoinHarbor Exchange',
    type: 'Cryptocurrency Exchange',
    category: 'Cryptocurrency',
    website: 'https://coinharbor-exchange.example',
    description:
      'Reported as a trading site that shows growing balances, then blocks withdrawals until a "release fee" is paid.',
    recoveryAvailable: true,
  },
  {
    name: 'Summit Yield Partners',
    type: 'Investment',
    category: 'Investment',
    website: 'https://summit-yield-partners.example',
    description: 'Reported as an investment club promising fixed monthly returns, reached through social media ads.',
    recoveryAvailable: true,
  },
  {
    name: 'TradeVista Markets',
    type: 'Investment',
    category: 'Investment',
    website: 'https://tradevista-markets.test',
    description: 'Reported as a forex "account manager" service that pressured victims into larger deposits.',
    recoveryAvailable: false,
  },
  {
    name: 'HeartLink Social',
    type: 'Dating',
    category: 'Social',
    website: 'https://heartlink-social.example',
    description: 'Reported as a dating app where profiles build trust over weeks and then ask for money.',
    recoveryAvailable: false,
  },
  {
    name: 'ShopNest Outlet',
    type: 'E-commerce',
    category: 'Shopping',
    website: 'https://shopnest-outlet.test',
    description: 'Reported as an online store with deep discounts that takes payment and never ships.',
    recoveryAvailable: false,
  },
  {
    name: 'PixelDeals Store',
    type: 'E-commerce',
    category: 'Shopping',
    website: 'https://pixeldeals-store.example',
    description: 'Reported as an electronics shop whose checkout page captured card details.',
    recoveryAvailable: false,
  },
  {
    name: 'QuickLend Direct',
    type: 'Lending',
    category: 'Finance',
    website: 'https://quicklend-direct.example',
    description: 'Reported as a loan broker that asks for an upfront "insurance fee" and never pays out the loan.',
    recoveryAvailable: true,
  },
] as const satisfies readonly DemoPlatform[];

export type DemoPlatformName = (typeof demoPlatforms)[number]['name'];
