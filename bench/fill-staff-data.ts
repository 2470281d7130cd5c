// The made-up caseload `npm run bench:admin` measures the staff side on: incidents with many
// platforms, shared victim addresses, descriptions of varied words and every D12 status, plus the
// accounts, applications, payouts and documents a user's detail lists. Set-based SQL only
// (generate_series), so a million incidents take minutes, not hours.
//
// Every choice comes from hashint4 of the row number, not random(): the same count gives the same
// data on every run and on both databases, so two runs (or PGlite and PostgreSQL) compare.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/kernel/db/client';

/** Tables the fill writes in bulk; their secondary indexes are built once afterwards. */
const FILLED_TABLES = ['fraud_incidents', 'user_profiles', 'recovery_applications', 'payout_requests', 'documents', 'money_trails'];
const BATCH = 100_000;
/** Mule accounts the trails pay into: with a million incidents, each is in about fifty cases. */
const MULE_ACCOUNTS = 20_000;

/** Words the descriptions are made of, so the bench can search for words that really occur. */
export const descriptionWords = {
  channels: ['Telegram', 'WhatsApp', 'Instagram', 'Facebook', 'a dating app', 'LinkedIn', 'TikTok', 'a phone call', 'an SMS link', 'e-mail', 'Discord', 'Twitter', 'a forum', 'a Google ad', 'Snapchat', 'WeChat'],
  assets: ['bitcoin', 'USDT', 'ethereum', 'my savings', 'a bank transfer', 'gift cards', 'a wire payment', 'retirement funds', 'a card payment', 'PayPal funds', 'cash via courier', 'litecoin', 'a personal loan', 'Zelle payments'],
  pretexts: ['after a stranger promised guaranteed returns', 'to a fake trading platform', 'for a parcel that never arrived', 'to unlock a frozen account', 'to pay a made-up tax fee', "for a romance partner's travel costs", 'to a bogus recovery agent', 'for an investment mentor', 'to release a supposed inheritance', 'for a job offer deposit', 'to a cloned bank website', 'to avoid a fake arrest warrant', 'for shares in a mining pool', 'to claim a lottery prize'],
  outcomes: ['the withdrawal was blocked', 'the site vanished', 'they asked for more fees', 'the account was locked', 'nothing was delivered', 'support stopped answering', 'the balance showed profits that could not be withdrawn', 'the contact blocked me', 'the bank flagged it too late', 'a second payment was demanded', 'the app disappeared from the store', 'the refund never came'],
};
const openers = ['Sent', 'Transferred', 'Paid', 'Wired', 'Deposited', 'Lost', 'Moved', 'Handed over', 'Invested', 'Gave'];
const afterwords = ['I have screenshots of the chat.', 'Reported to the police.', 'My bank is looking into it.', 'Family members were targeted too.', 'I still have the wallet address.', 'They knew my full name and address.', 'The website looked like a real broker.', 'I was told to keep it secret.'];
const firstNames = ['maria', 'james', 'linda', 'robert', 'patricia', 'john', 'jennifer', 'michael', 'elizabeth', 'david', 'barbara', 'william', 'susan', 'richard', 'jessica', 'joseph', 'sarah', 'thomas', 'karen', 'charles', 'nancy', 'daniel', 'lisa', 'matthew', 'betty', 'anthony', 'sandra', 'mark', 'ashley', 'paul', 'kimberly', 'steven', 'emily', 'andrew', 'donna', 'kenneth', 'michelle', 'joshua', 'carol', 'kevin', 'amanda', 'brian', 'melissa', 'george', 'deborah', 'timothy', 'stephanie', 'ronald', 'rebecca', 'jason', 'sharon', 'edward', 'laura', 'jeffrey', 'cynthia', 'ryan', 'amy', 'jacob', 'kathleen', 'gary'];
const lastNames = ['smith', 'johnson', 'williams', 'brown', 'jones', 'garcia', 'miller', 'davis', 'rodriguez', 'martinez', 'hernandez', 'lopez', 'gonzalez', 'wilson', 'anderson', 'thomas', 'taylor', 'moore', 'jackson', 'martin', 'lee', 'perez', 'thompson', 'white', 'harris', 'sanchez', 'clark', 'ramirez', 'lewis', 'robinson', 'walker', 'young', 'allen', 'king', 'wright', 'scott', 'torres', 'nguyen', 'hill', 'flores', 'green', 'adams', 'nelson', 'baker', 'hall', 'rivera', 'campbell', 'mitchell', 'carter', 'roberts', 'kowalski', 'novak', 'schmidt', 'muller', 'rossi', 'dubois', 'silva', 'okafor', 'haddad', 'tanaka', 'kim', 'patel', 'singh', 'chen', 'wang', 'ali', 'ivanova', 'jensen', 'larsen', 'costa', 'murphy', 'kelly', 'obrien', 'byrne', 'walsh', 'fischer', 'weber', 'wagner', 'becker', 'hoffmann'];
const mailDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'proton.me', 'icloud.com', 'gmx.de', 'web.de'];
export const platformParts = {
  prefixes: ['Coin', 'Bit', 'Crypto', 'Trade', 'Nova', 'Apex', 'Blue', 'Gold', 'Zen', 'Prime', 'Swift', 'Quant', 'Meta', 'Smart', 'Alpha', 'Omega', 'Star', 'Luna', 'Terra', 'Vault', 'Block', 'Chain', 'Hash', 'Mint', 'Pay', 'Cash', 'Bond', 'Yield', 'Wealth', 'Capital', 'Fortune', 'Royal', 'Global', 'United', 'First', 'True', 'Secure', 'Safe', 'Rapid', 'Peak', 'Summit', 'Heart', 'Shop', 'Pixel', 'Quick', 'Silver', 'Iron', 'Orbit', 'Vista', 'Harbor'],
  suffixes: ['wave', 'base', 'hub', 'flow', 'nest', 'link', 'point', 'gate', 'line', 'port', 'stone', 'field', 'bridge', 'crest', 'forge', 'rise', 'mark', 'path', 'sphere', 'trust', 'works', 'zone', 'edge', 'core', 'light', 'spring', 'view', 'haven', 'market', 'pulse', 'pro', 'max', 'one', 'plus', 'ex', 'ly', 'io', 'ify', 'net', 'sure'],
  kinds: ['Exchange', 'Markets', 'Capital', 'Social', 'Store', 'Wallet', 'Invest'],
};
export const BENCH_PLATFORM_COUNT = platformParts.prefixes.length * platformParts.suffixes.length;

const textArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** A non-negative bigint drawn from `expr` (an int) and a salt: the same inputs, the same number. */
const draw = (expr: string, salt: number) => `(hashint4((${expr})::int # ${salt})::bigint + 2147483648)`;
/** One element of `values`, chosen by `draw(expr, salt)`. */
const choose = (values: readonly string[], expr: string, salt: number) =>
  `(${textArray(values)})[1 + ${draw(expr, salt)} % ${values.length}]`;
/** A fraction in [0, 1) from `draw`. */
const fraction = (expr: string, salt: number) => `(${draw(expr, salt)} / 4294967296.0)`;

type Row = Record<string, unknown>;
// PGlite answers with `{ rows }`, postgres.js with the rows themselves.
async function rowsOf<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
const run = (db: Db, text: string) => db.execute(sql.raw(text));

export type StaffFill = { incidents: number; emails: number; users: number; applications: number; payouts: number; documents: number; trails: number };

/**
 * Fills `count` incidents over `count / 3` victim addresses (so most addresses have several), a
 * user account for about 60 % of the addresses, an application for about 5 % of the incidents, a
 * payout for about 15 % of those with money back, one or two documents for about 12 %, and one or
 * two money trails for every incident: from the victim's own bank account to one of
 * `MULE_ACCOUNTS` mule accounts (each in about fifty cases, as one scammer's accounts are), some
 * with a blockchain transaction.
 */
export async function fillStaffData(db: Db, count: number): Promise<StaffFill> {
  const emails = Math.max(1, Math.floor(count / 3));
  const [before] = await rowsOf<{ max: number | null }>(db, sql`select max(id) as max from fraud_incidents`);
  const firstBenchId = Number(before?.max ?? 0) + 1;

  // The address of victim number e; a function, so incidents, accounts and the bench agree on it.
  await run(
    db,
    `create or replace function bench_email(e int) returns text language sql immutable as $$
       select (${textArray(firstNames)})[1 + e % ${firstNames.length}] || '.' ||
              (${textArray(lastNames)})[1 + (e / ${firstNames.length}) % ${lastNames.length}] ||
              (e / ${firstNames.length * lastNames.length}) || '@' || ${choose(mailDomains, 'e', 11)}
     $$`,
  );

  await run(
    db,
    `insert into platforms (name, type, website, description, recovery_available, created_at)
     select (${textArray(platformParts.prefixes)})[1 + p % ${platformParts.prefixes.length}] ||
            (${textArray(platformParts.suffixes)})[1 + p / ${platformParts.prefixes.length}] || ' ' ||
            ${choose(platformParts.kinds, 'p', 21)},
            ${choose(['Cryptocurrency Exchange', 'E-commerce', 'Dating', 'Investment', 'Lending', 'Social Media'], 'p', 22)},
            'https://bench-' || p || '.example', 'A platform made up for the benchmark', ${draw('p', 23)} % 4 = 0,
            now() - interval '4 years' + p * interval '15 hours'
     from generate_series(0, ${BENCH_PLATFORM_COUNT - 1}) p
     on conflict do nothing`,
  );
  // A plain table, not a temporary one: postgres.js may run the next statement on another connection.
  await run(db, `create table bench_platform as
                 select id, (row_number() over (order by id) - 1)::int as idx from platforms where website like 'https://bench-%'`);
  const [platformCount] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bench_platform`);
  const platformsFilled = Number(platformCount!.n);

  const indexes = await dropSecondaryIndexes(db);

  // Popular platforms get more reports: the square of a fraction crowds the small indexes.
  const platformIdx = `floor(${platformsFilled} * power(${fraction('g', 3)}, 2))::int`;
  const statusPick = `${draw('g', 4)} % 100`;
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH) - 1;
    await run(
      db,
      `insert into fraud_incidents (platform_id, victim_email, incident_date, loss_amount, status, fraud_type,
                                    description, website_url, confirmed_at, confirmed_via, created_at, updated_at)
       select p.id, s.email, (s.created_at - (${draw('g', 5)} % 90) * interval '1 day')::date,
              round((20 * power(2500, ${fraction('g', 6)}))::numeric, 2),
              case when ${statusPick} < 14 then 'open' when ${statusPick} < 28 then 'under_review'
                   when ${statusPick} < 46 then 'under_investigation' when ${statusPick} < 56 then 'recovery_available'
                   when ${statusPick} < 78 then 'resolved' else 'closed' end,
              ${choose(['investment_scam', 'cryptocurrency_fraud', 'romance_scam', 'fake_online_store', 'advance_fee_fraud', 'phishing', 'identity_theft', 'other'], 'g', 7)},
              ${choose(openers, 'g', 8)} || ' ' || ${choose(descriptionWords.assets, 'g', 9)} || ' ' ||
                ${choose(descriptionWords.pretexts, 'g', 10)} || '. First contact was on ' || ${choose(descriptionWords.channels, 'g', 12)} ||
                '; ' || ${choose(descriptionWords.outcomes, 'g', 13)} || '.' ||
                case when ${draw('g', 14)} % 10 < 4 then ' ' || ${choose(afterwords, 'g', 15)} else '' end ||
                case when ${draw('g', 16)} % 5 = 0 then ' Order number ' || (${draw('g', 17)} % 100000) || '.' else '' end,
              case when ${draw('g', 18)} % 2 = 0 then 'https://site-' || (${draw('g', 19)} % 99999) || '.example' end,
              case when ${draw('g', 20)} % 100 >= 3 then s.created_at end,
              case when ${draw('g', 20)} % 100 >= 3 then ${choose(['signed_in', 'email_link', 'staff'], 'g', 24)} end,
              s.created_at, least(now(), s.created_at + (${draw('g', 25)} % 60) * interval '1 day')
       from generate_series(${start}, ${end}) g
       cross join lateral (select bench_email((${draw('g', 1)} % ${emails})::int) as email,
                                  now() - interval '3 years' * (1 - g::float8 / ${count}) - (${draw('g', 2)} % 600) * interval '1 minute'
                                    as created_at) s
       join bench_platform p on p.idx = ${platformIdx}`,
    );
  }

  // Accounts for about 60 % of the addresses (not every victim signs up), most of them verified.
  for (let start = 0; start < emails; start += BATCH) {
    const end = Math.min(emails, start + BATCH) - 1;
    await run(
      db,
      `insert into user_profiles (email, full_name, phone, country, password_hash, is_verified, created_at, updated_at)
       select bench_email(e),
              initcap((${textArray(firstNames)})[1 + e % ${firstNames.length}]) || ' ' ||
                initcap((${textArray(lastNames)})[1 + (e / ${firstNames.length}) % ${lastNames.length}]),
              case when ${draw('e', 31)} % 3 > 0 then '+1 555 ' || lpad((${draw('e', 32)} % 10000000)::text, 7, '0') end,
              ${choose(['us', 'uk', 'de', 'fr', 'es', 'it', 'ca', 'au', 'nl', 'in', 'pl', 'ng'], 'e', 33)},
              'bench: no password', ${draw('e', 34)} % 10 < 8,
              now() - (${draw('e', 35)} % 1000) * interval '1 day', now() - (${draw('e', 36)} % 30) * interval '1 day'
       from generate_series(${start}, ${end}) e
       where ${draw('e', 30)} % 10 < 6`,
    );
  }

  const benchIncidents = `fraud_incidents i join platforms p on p.id = i.platform_id where i.id >= ${firstBenchId}`;
  await run(
    db,
    `insert into recovery_applications (incident_id, full_name, email, country, platform_name, fraud_type, incident_date,
                                        loss_amount, incident_description, accept_terms, status, email_verified_at, submitted_at, updated_at)
     select i.id,
            initcap(split_part(i.victim_email, '.', 1)) || ' ' || initcap(regexp_replace(split_part(split_part(i.victim_email, '@', 1), '.', 2), '[0-9]+$', '')),
            i.victim_email, ${choose(['us', 'uk', 'de', 'fr', 'ca', 'au'], 'i.id', 41)}, p.name,
            case when i.fraud_type in ('investment_scam', 'cryptocurrency_fraud', 'romance_scam', 'phishing') then i.fraud_type else 'other' end,
            i.incident_date, i.loss_amount, i.description, true,
            ${choose(['pending', 'pending', 'under_review', 'approved', 'rejected'], 'i.id', 42)},
            case when ${draw('i.id', 43)} % 10 < 7 then i.created_at end,
            least(now(), i.created_at + interval '1 day'), least(now(), i.created_at + interval '3 days')
     from ${benchIncidents} and ${draw('i.id', 40)} % 100 < 5`,
  );
  await run(
    db,
    `insert into payout_requests (incident_id, user_email, amount, payout_method, account_details_encrypted, account_details_hint,
                                  status, request_date, processed_date, created_at, updated_at)
     select i.id, i.victim_email, greatest(1, round(i.loss_amount * 0.3, 2)),
            ${choose(['bank_transfer', 'paypal', 'check'], 'i.id', 51)}, 'bench: not encrypted', '•••• ' || lpad((${draw('i.id', 52)} % 10000)::text, 4, '0'),
            case when i.status = 'resolved' then ${choose(['paid', 'paid', 'rejected'], 'i.id', 53)}
                 else ${choose(['pending', 'approved'], 'i.id', 54)} end,
            i.updated_at, case when i.status = 'resolved' then i.updated_at end, i.updated_at, i.updated_at
     from ${benchIncidents} and i.status in ('recovery_available', 'resolved') and ${draw('i.id', 50)} % 100 < 15`,
  );
  await run(
    db,
    `insert into documents (filename, storage_key, mime_type, size_bytes, sha256, user_email, category, status, recovery_id, upload_date, updated_at)
     select ${choose(['bank-statement.pdf', 'chat-screenshot.png', 'police-report.pdf', 'transfer-receipt.jpg', 'id-card.jpg', 'wallet-history.csv'], 'i.id # k', 61)},
            'bench/' || i.id || '-' || k, ${choose(['application/pdf', 'image/png', 'image/jpeg'], 'i.id # k', 62)},
            20000 + ${draw('i.id # k', 63)} % 9000000, md5(i.id || '-' || k) || md5(k || '-' || i.id), i.victim_email,
            ${choose(['identity', 'financial', 'communication', 'legal', 'evidence'], 'i.id # k', 64)},
            ${choose(['pending', 'verified', 'verified', 'rejected'], 'i.id # k', 65)}, i.id,
            i.created_at + k * interval '2 hours', i.created_at + k * interval '2 hours'
     from fraud_incidents i
     cross join lateral generate_series(1, 1 + (${draw('i.id', 66)} % 3 = 0)::int) k
     where i.id >= ${firstBenchId} and ${draw('i.id', 60)} % 100 < 12`,
  );

  for (let start = 0; start < count; start += BATCH) {
    await run(
      db,
      `insert into money_trails (incident_id, transaction_type, amount, currency, from_account, to_account, transaction_date,
                                 status, blockchain_tx, created_at, updated_at)
       select i.id, ${choose(['transfer', 'payment', 'deposit', 'withdrawal'], 'i.id # k', 70)},
              greatest(1, round(i.loss_amount / k, 2)), 'USD',
              'GB' || lpad(i.id::text, 10, '0') || ' victim bank',
              'MULE ' || (${draw('i.id # k', 71)} % ${MULE_ACCOUNTS}) || ' holding account',
              i.created_at - k * interval '1 day', ${choose(['pending', 'verified', 'suspicious', 'recovered'], 'i.id # k', 72)},
              case when ${draw('i.id # k', 73)} % 100 < 30 then md5(i.id || '-' || k) end,
              i.created_at, i.created_at
       from fraud_incidents i
       cross join lateral generate_series(1, 1 + (${draw('i.id', 74)} % 4 = 0)::int) k
       where i.id between ${firstBenchId + start} and ${firstBenchId + Math.min(count, start + BATCH) - 1}`,
    );
  }

  await rebuildIndexes(db, indexes);
  await run(db, 'drop table bench_platform');
  await run(db, 'drop function bench_email(int)');
  // What autovacuum does after a bulk load: statistics for the planner, and the visibility map
  // that index-only scans rely on.
  for (const table of [...FILLED_TABLES, 'platforms']) await run(db, `vacuum (analyze) ${table}`);

  const [counts] = await rowsOf<Record<string, number>>(
    db,
    sql.raw(`select (select count(*) from user_profiles)::int as users, (select count(*) from recovery_applications)::int as applications,
                    (select count(*) from payout_requests)::int as payouts, (select count(*) from documents)::int as documents,
                    (select count(*) from money_trails)::int as trails`),
  );
  return {
    incidents: count,
    emails,
    users: Number(counts!.users),
    applications: Number(counts!.applications),
    payouts: Number(counts!.payouts),
    trails: Number(counts!.trails),
    documents: Number(counts!.documents),
  };
}

/**
 * Drops the indexes of the filled tables that no constraint owns: building a trigram index once
 * over a million rows takes a fraction of the time of updating it row by row. The definitions come
 * from the database itself, so the rebuilt indexes are exactly the migrations' (and the unique
 * ones check every filled row when rebuilt).
 */
async function dropSecondaryIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql.raw(`select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
             from pg_index x join pg_class c on c.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
             where t.relname in (${FILLED_TABLES.map((t) => `'${t}'`).join(', ')})
               and t.relnamespace = 'public'::regnamespace
               and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`),
  );
  for (const index of indexes) await run(db, `drop index "${index.name}"`);
  return indexes;
}

async function rebuildIndexes(db: Db, indexes: { name: string; definition: string }[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local maintenance_work_mem = '128MB'`));
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
}
