// Sites victims need that the Moz Top 500 (well-known-domains.ts) misses: the authorities they
// report fraud to and the companies scammers pretend to be. Both lists are curated by hand and
// reviewed like code; see ../signals/well-known.ts for how the checker uses them.

/**
 * Where only public bodies can hold a name. Most entries are public suffixes whose registries
 * register names for government bodies alone (anyone can buy `x.com`, nobody can buy `x.gov.uk`);
 * the rest are registrable domains a government itself owns and runs its services under
 * (europa.eu, bund.de). A host matches when it is the namespace or any name below it, so every
 * agency under .gov or .gov.uk is covered without listing them one by one.
 */
export const governmentNamespaces: readonly string[] = [
  // Public suffixes reserved for government, police, health and military bodies.
  'gov', 'mil', 'int',
  'gov.uk', 'police.uk', 'nhs.uk', 'mod.uk', 'gov.scot',
  'gouv.fr', 'gov.au', 'govt.nz', 'gc.ca', 'gov.ie', 'gov.it', 'gov.pl', 'gv.at', 'gov.pt', 'gov.gr', 'gov.cy',
  'gov.mt', 'gob.es', 'gob.mx', 'gob.ar', 'gob.cl', 'gov.co', 'gov.br', 'gov.in', 'gov.sg', 'gov.hk', 'gov.za',
  'gov.ng', 'gov.ph', 'gov.my', 'go.id', 'go.jp', 'go.kr', 'gov.il', 'gov.tr',
  // Registrable domains owned by governments, their police and EU institutions.
  'europa.eu', 'gov.wales', 'bund.de', 'polizei.de', 'admin.ch', 'belgium.be', 'police.be', 'government.nl',
  'rijksoverheid.nl', 'overheid.nl', 'politie.nl', 'canada.ca', 'antifraudcentre-centreantifraude.ca',
  'service-public.fr', 'regeringen.se', 'polisen.se', 'regjeringen.no', 'politiet.no', 'suomi.fi', 'poliisi.fi',
  'borger.dk', 'politi.dk', 'garda.ie', 'gouvernement.lu',
];

/**
 * Registrable domains of large companies and institutions that scams imitate or victims need
 * (banks, payment and money-transfer services, crypto exchanges, parcel carriers, telecoms,
 * marketplaces, fraud-help charities), beyond those already in the Moz Top 500. Each is a
 * company's own primary domain, checked by hand; hosts below it count as the company's.
 */
export const curatedLegitimateDomains: readonly string[] = [
  // Banks
  'chase.com', 'bankofamerica.com', 'wellsfargo.com', 'citi.com', 'citibank.com', 'usbank.com', 'capitalone.com',
  'pnc.com', 'tdbank.com', 'td.com', 'rbc.com', 'rbcroyalbank.com', 'scotiabank.com', 'bmo.com', 'cibc.com',
  'hsbc.com', 'hsbc.co.uk', 'barclays.co.uk', 'barclays.com', 'lloydsbank.com', 'lloydsbankinggroup.com',
  'halifax.co.uk', 'natwest.com', 'rbs.co.uk', 'santander.co.uk', 'santander.com', 'nationwide.co.uk',
  'tsb.co.uk', 'monzo.com', 'starlingbank.com', 'bankofireland.com', 'aib.ie', 'ing.com', 'ing.nl', 'ing.de',
  'abnamro.nl', 'rabobank.nl', 'deutsche-bank.de', 'db.com', 'commerzbank.de', 'sparkasse.de', 'bnpparibas.com',
  'societegenerale.com', 'credit-agricole.fr', 'unicredit.it', 'intesasanpaolo.com', 'bbva.com', 'caixabank.es',
  'ubs.com', 'credit-suisse.com', 'nordea.com', 'danskebank.com', 'seb.se', 'swedbank.se', 'commbank.com.au',
  'westpac.com.au', 'anz.com', 'nab.com.au', 'n26.com',
  // Payments, money transfer, cards
  'paypal.com', 'stripe.com', 'wise.com', 'revolut.com', 'westernunion.com', 'moneygram.com', 'remitly.com',
  'visa.com', 'mastercard.com', 'americanexpress.com', 'discover.com', 'klarna.com', 'venmo.com', 'zellepay.com',
  'cash.app', 'squareup.com', 'adyen.com',
  // Crypto exchanges and wallets that scams imitate most
  'coinbase.com', 'binance.com', 'kraken.com', 'bitstamp.net', 'gemini.com', 'crypto.com', 'blockchain.com',
  'metamask.io', 'ledger.com', 'trezor.io', 'bitpanda.com',
  // Parcel carriers and post
  'dhl.com', 'dhl.de', 'ups.com', 'fedex.com', 'usps.com', 'royalmail.com', 'parcelforce.com', 'dpd.co.uk',
  'dpd.com', 'evri.com', 'gls-group.com', 'laposte.fr', 'postnl.nl', 'deutschepost.de', 'canadapost-postescanada.ca',
  'auspost.com.au', 'posten.se', 'post.ch',
  // Telecoms and utilities
  'att.com', 'verizon.com', 't-mobile.com', 'vodafone.com', 'vodafone.co.uk', 'bt.com', 'ee.co.uk', 'o2.co.uk',
  'sky.com', 'virginmedia.com', 'orange.fr', 'orange.com', 'telekom.de', 'comcast.com', 'xfinity.com',
  'britishgas.co.uk', 'edfenergy.com', 'octopus.energy',
  // Marketplaces, retail, travel and software people pay
  'ebay.co.uk', 'ebay.de', 'etsy.com', 'walmart.com', 'target.com', 'bestbuy.com', 'costco.com', 'argos.co.uk',
  'tesco.com', 'sainsburys.co.uk', 'zalando.com', 'aliexpress.com', 'alibaba.com', 'temu.com', 'shein.com',
  'vinted.com', 'gumtree.com', 'craigslist.org', 'expedia.com', 'tripadvisor.com', 'ryanair.com', 'easyjet.com',
  'britishairways.com', 'lufthansa.com', 'airfrance.com', 'norton.com', 'mcafee.com', 'avast.com', 'steampowered.com',
  'playstation.com', 'xbox.com',
  // Consumer and fraud-help organisations
  'citizensadvice.org.uk', 'which.co.uk', 'cifas.org.uk', 'ukfinance.org.uk', 'victimsupport.org.uk', 'bbb.org',
  'aarp.org', 'ageuk.org.uk', 'europe-consommateurs.eu', 'verbraucherzentrale.de',
];
