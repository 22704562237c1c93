// Lighthouse's mobile audit (simulated slow 4G on a mid-range phone) of the shop as a phone first
// opens it: launch, home, a product page and search results, with empty storage each time. Prints
// performance and accessibility scores and the web vitals of each page against the budgets.
//
// Run after `npm run build`: it starts the built shop on a fresh embedded database with demo data
// (or audits LIGHTHOUSE_URL when set). LIGHTHOUSE_RUNS=3 audits each page three times and prints
// the median; LIGHTHOUSE_PAGES=home,product picks pages; LIGHTHOUSE_REPORTS=<dir> keeps each JSON
// report and the page's trace. Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../apps/server/test/free-port.ts';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startShop } from './shop.ts';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const BUDGET = { performance: 95, accessibility: 95, cls: 0.02 };

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** The built shop on its own embedded database with demo data, as the browser journeys run it. */
async function startBuiltShop(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('Run `npm run build` first');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-lighthouse-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    const shop = await startShop(dataDir, await freePort());
    return {
      baseUrl: shop.url,
      stop: async () => {
        await shop.stop();
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw error;
  }
}

async function result<T>(url: string): Promise<T> {
  const envelope = (await (await fetch(url)).json()) as { success: boolean; result: T };
  if (!envelope.success) throw new Error(`${url} failed`);
  return envelope.result;
}

/** The addresses audited: a real product and a real hot word of the shop under test. */
async function pagesOf(baseUrl: string): Promise<[string, string][]> {
  const products = await result<{ list: { productId: number }[] }>(
    `${baseUrl}/mallapi/product/searchKeyword?pageNum=1&pageSize=1`,
  );
  const words = await result<{ word: string }[]>(`${baseUrl}/mallapi/appIndex/querySearchHotWord`);
  const productId = products.list[0]?.productId ?? 1;
  const keyword = encodeURIComponent(words[0]?.word ?? 'tea');
  const pages: [string, string][] = [
    ['launch', '/#/'],
    ['home', '/#/pages/index/index'],
    ['product', `/#/pages/product/product?id=${productId}`],
    ['search', `/#/pages/search/searchList?keyword=${keyword}`],
  ];
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
  return pages.filter(([name]) => !wanted || wanted.includes(name));
}

function figuresOf(lhr: Lhr): Figures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
  };
}

/** What to fix next: failed accessibility audits and the performance audits that cost the most. */
function findingsOf(lhr: Lhr): string[] {
  const failed = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'notApplicable',
      )
      .map(
        (audit) =>
          `${category === 'accessibility' ? 'a11y' : 'perf'}: ${audit!.id} (${audit!.displayValue ?? audit!.score})`,
      );
  return [...failed('accessibility'), ...failed('performance')];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One Lighthouse run; a failed trace (it happens on a busy machine) is tried once more. */
async function runOnce(chrome: LaunchedChrome, url: string, name: string, attempt = 1) {
  const answer = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  const failure = answer.lhr.runtimeError;
  if (!failure) return answer;
  if (attempt < 2) return runOnce(chrome, url, name, attempt + 1);
  throw new Error(`${name}: ${failure.message}`);
}

async function audit(
  chrome: LaunchedChrome,
  url: string,
  name: string,
): Promise<{ figures: Figures[]; findings: string[] }> {
  const figures: Figures[] = [];
  let findings: string[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const answer = await runOnce(chrome, url, name);
    figures.push(figuresOf(answer.lhr));
    findings = findingsOf(answer.lhr);
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      await mkdir(reports, { recursive: true });
      await writeFile(path.join(reports, `${name}-${run}.json`), JSON.stringify(answer.lhr));
      // The page's trace too, to open in Chromium's performance panel and see what each long task did.
      const trace = (answer.artifacts as { Trace?: unknown }).Trace;
      if (trace) await writeFile(path.join(reports, `${name}-${run}.trace.json`), JSON.stringify(trace));
    }
  }
  return { figures, findings };
}

function printRow(name: string, all: Figures[]): boolean {
  const pick = (key: keyof Figures) => median(all.map((figure) => figure[key]));
  const row = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    cls: pick('cls'),
  };
  const met =
    row.performance >= BUDGET.performance && row.accessibility >= BUDGET.accessibility && row.cls <= BUDGET.cls;
  const ms = (key: keyof Figures) => `${Math.round(pick(key))} ms`.padStart(8);
  const scores = all.map((figure) => figure.performance);
  // With several runs, the spread of the performance score says how far to trust the median.
  const spread = all.length > 1 ? `  (perf ${Math.min(...scores)}-${Math.max(...scores)})` : '';
  console.log(
    `${name.padEnd(8)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)}` +
      ` ${ms('lcp')} ${ms('tbt')} ${row.cls.toFixed(3).padStart(6)} ${ms('fcp')}  ${met ? 'ok' : 'MISSED'}${spread}`,
  );
  return met;
}

async function main() {
  const executable = chromiumPath();
  if (!executable) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  const shop = process.env.LIGHTHOUSE_URL
    ? { baseUrl: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startBuiltShop();
  const chrome = await launch({
    chromePath: executable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const results: [string, Figures[], string[]][] = [];
    for (const [name, address] of await pagesOf(shop.baseUrl)) {
      const { figures, findings } = await audit(chrome, shop.baseUrl + address, name);
      results.push([name, figures, findings]);
    }
    console.log(`Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, mobile profile`);
    console.log(
      `budgets: performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility}, CLS <= ${BUDGET.cls}`,
    );
    console.log('page      perf  a11y      LCP      TBT    CLS      FCP');
    const met = results.map(([name, figures]) => printRow(name, figures));
    for (const [name, , findings] of results) if (findings.length) console.log(`${name}: ${findings.join('; ')}`);
    console.log(met.every(Boolean) ? 'every budget met' : 'some budgets missed');
  } finally {
    chrome.kill();
    await shop.stop();
  }
}

await main();
