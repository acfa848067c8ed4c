// `npm run bench` runs every benchmark; `npm run bench -- ads` (or `auctions`, `categories`, `community`, `jobs`, `transfer`) one of
// them.
// Results as JSON in bench/results/.
import { benchAds } from './ads.ts';
import { benchAuctions } from './auctions.ts';
import { benchCategories } from './categories.ts';
import { benchChat } from './chat.ts';
import { benchCommunity } from './community.ts';
import { benchJobs } from './jobs.ts';
import { benchTransfer } from './transfer.ts';

const benches: Record<string, () => Promise<void>> = {
  categories: benchCategories,
  ads: benchAds,
  auctions: benchAuctions,
  community: benchCommunity,
  chat: benchChat,
  jobs: benchJobs,
  transfer: benchTransfer,
};

// `--quick`: shorter loads on the same data (see lib.ts), for a look while working.
const wanted = process.argv.slice(2).filter((arg) => arg !== '--quick');
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : Object.keys(benches)) {
  console.log(`\n— bench: ${name}`);
  await benches[name]!();
}
