// The banks a card can belong to: Thailand by its Bank of Thailand bank code, mainland China by
// its CNAPS bank code. Logos are generated tiles with the short name, never the banks' trademarks.
import { pickText, type BankCountry, type LocalizedText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';

interface BankEntry {
  code: string;
  country: BankCountry;
  shortName: string;
  name: LocalizedText;
  colour: string;
}

const th = (code: string, shortName: string, en: string, thai: string, zh: string, colour: string): BankEntry => ({
  code: `TH-${code}`,
  country: 'TH',
  shortName,
  name: { zh_CN: zh, zh_HK: zh, en_US: en, th_TH: thai },
  colour,
});

const cn = (code: string, shortName: string, zhCN: string, zhHK: string, en: string, colour: string): BankEntry => ({
  code: `CN-${code}`,
  country: 'CN',
  shortName,
  name: { zh_CN: zhCN, zh_HK: zhHK, en_US: en, th_TH: en },
  colour,
});

export const BANKS: readonly BankEntry[] = [
  th('002', 'BBL', 'Bangkok Bank', 'ธนาคารกรุงเทพ', '盘谷银行', '#1e4598'),
  th('004', 'KBANK', 'Kasikornbank', 'ธนาคารกสิกรไทย', '开泰银行', '#138f2d'),
  th('006', 'KTB', 'Krungthai Bank', 'ธนาคารกรุงไทย', '泰京银行', '#1ba5e1'),
  th('011', 'TTB', 'TMBThanachart Bank', 'ธนาคารทหารไทยธนชาต', '泰军人泰纳昌银行', '#0050f0'),
  th('014', 'SCB', 'Siam Commercial Bank', 'ธนาคารไทยพาณิชย์', '暹罗商业银行', '#4e2e7f'),
  th('022', 'CIMBT', 'CIMB Thai Bank', 'ธนาคารซีไอเอ็มบี ไทย', '联昌泰国银行', '#7e2f36'),
  th('024', 'UOBT', 'United Overseas Bank (Thai)', 'ธนาคารยูโอบี', '大华银行（泰国）', '#0b3979'),
  th('025', 'BAY', 'Bank of Ayudhya (Krungsri)', 'ธนาคารกรุงศรีอยุธยา', '大城银行', '#fec43b'),
  th('030', 'GSB', 'Government Savings Bank', 'ธนาคารออมสิน', '政府储蓄银行', '#eb198d'),
  th('033', 'GHB', 'Government Housing Bank', 'ธนาคารอาคารสงเคราะห์', '政府住房银行', '#f57d23'),
  th(
    '034',
    'BAAC',
    'Bank for Agriculture and Agricultural Cooperatives',
    'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    '农业与农业合作社银行',
    '#4b9b1d',
  ),
  th('066', 'IBANK', 'Islamic Bank of Thailand', 'ธนาคารอิสลามแห่งประเทศไทย', '泰国伊斯兰银行', '#184615'),
  th('067', 'TISCO', 'TISCO Bank', 'ธนาคารทิสโก้', '铁士古银行', '#12549f'),
  th('069', 'KKP', 'Kiatnakin Phatra Bank', 'ธนาคารเกียรตินาคินภัทร', '甲那金帕特拉银行', '#635f98'),
  th('070', 'ICBCT', 'ICBC (Thai)', 'ธนาคารไอซีบีซี (ไทย)', '工银泰国', '#c50f1c'),
  th('071', 'TCD', 'Thai Credit Bank', 'ธนาคารไทยเครดิต', '泰国信贷银行', '#0a4ab3'),
  th('073', 'LHFG', 'Land and Houses Bank', 'ธนาคารแลนด์ แอนด์ เฮ้าส์', '置地房屋银行', '#6d6e71'),
  th(
    '098',
    'SMEB',
    'SME Development Bank',
    'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย',
    '泰国中小企业发展银行',
    '#0b7a3e',
  ),
  cn('102', 'ICBC', '中国工商银行', '中國工商銀行', 'Industrial and Commercial Bank of China', '#c7000b'),
  cn('103', 'ABC', '中国农业银行', '中國農業銀行', 'Agricultural Bank of China', '#009882'),
  cn('104', 'BOC', '中国银行', '中國銀行', 'Bank of China', '#a71e32'),
  cn('105', 'CCB', '中国建设银行', '中國建設銀行', 'China Construction Bank', '#0066b3'),
  cn('301', 'BOCOM', '交通银行', '交通銀行', 'Bank of Communications', '#1d2088'),
  cn('302', 'CITIC', '中信银行', '中信銀行', 'China CITIC Bank', '#e60012'),
  cn('303', 'CEB', '中国光大银行', '中國光大銀行', 'China Everbright Bank', '#6a1b9a'),
  cn('304', 'HXB', '华夏银行', '華夏銀行', 'Hua Xia Bank', '#d7000f'),
  cn('305', 'CMBC', '中国民生银行', '中國民生銀行', 'China Minsheng Bank', '#00a0e9'),
  cn('306', 'CGB', '广发银行', '廣發銀行', 'China Guangfa Bank', '#c8161d'),
  cn('307', 'PAB', '平安银行', '平安銀行', 'Ping An Bank', '#f05a23'),
  cn('308', 'CMB', '招商银行', '招商銀行', 'China Merchants Bank', '#c4161c'),
  cn('309', 'CIB', '兴业银行', '興業銀行', 'Industrial Bank', '#004a99'),
  cn('310', 'SPDB', '上海浦东发展银行', '上海浦東發展銀行', 'Shanghai Pudong Development Bank', '#0c3f83'),
  cn('316', 'CZB', '浙商银行', '浙商銀行', 'China Zheshang Bank', '#b8860b'),
  cn('403', 'PSBC', '中国邮政储蓄银行', '中國郵政儲蓄銀行', 'Postal Savings Bank of China', '#007a3d'),
];

const byCode = new Map(BANKS.map((entry) => [entry.code, entry]));

/** A square tile with the short name in white on the bank's colour, as an SVG data URL. */
function logoTile(entry: BankEntry): string {
  const fontSize = entry.shortName.length > 4 ? 15 : 20;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="12" fill="${entry.colour}"/>` +
    `<text x="32" y="38" font-family="Arial,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" text-anchor="middle">${entry.shortName}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const logos = new Map(BANKS.map((entry) => [entry.code, logoTile(entry)]));

export interface BankInfo {
  code: string;
  country: BankCountry;
  shortName: string;
  name: string;
  logo: string;
}

function view(entry: BankEntry, locale: Locale): BankInfo {
  return {
    code: entry.code,
    country: entry.country,
    shortName: entry.shortName,
    name: pickText(entry.name, locale),
    logo: logos.get(entry.code)!,
  };
}

/** Every bank, or one country's, named in the caller's language. */
export function listBanks(locale: Locale, country?: BankCountry): BankInfo[] {
  return BANKS.filter((entry) => !country || entry.country === country).map((entry) => view(entry, locale));
}

/** One bank by code, or undefined for a code we do not know. */
export function findBank(code: string, locale: Locale): BankInfo | undefined {
  const entry = byCode.get(code);
  return entry ? view(entry, locale) : undefined;
}
