// The demo catalogue's content in four languages: categories, brands, 60+ products, and the
// home page's banners, modules, links and hot words. catalog-demo.ts loads it.
import type { AdminProductInput, contentPositions, homeModuleKinds, LocalizedText } from '@mall/contracts';

export type T4 = [string, string, string, string];
export const text = ([zh_CN, zh_HK, en_US, th_TH]: T4): LocalizedText => ({ zh_CN, zh_HK, en_US, th_TH });

export interface DemoCategory {
  key: string;
  name: T4;
  color: string;
  subs: { key: string; name: T4 }[];
  tagline: T4;
}

export const CATEGORIES: DemoCategory[] = [
  {
    key: 'beauty',
    name: ['美妆个护', '美妝個護', 'Beauty & Care', 'ความงามและดูแลตัวเอง'],
    color: '#e91e63',
    subs: [
      { key: 'skincare', name: ['护肤', '護膚', 'Skincare', 'ดูแลผิว'] },
      { key: 'makeup', name: ['彩妆', '彩妝', 'Makeup', 'เครื่องสำอาง'] },
    ],
    tagline: ['温和配方 肌肤之选', '溫和配方 肌膚之選', 'Gentle formulas your skin will love', 'สูตรอ่อนโยน ถูกใจผิวคุณ'],
  },
  {
    key: 'food',
    name: ['食品饮料', '食品飲料', 'Food & Drinks', 'อาหารและเครื่องดื่ม'],
    color: '#ff9800',
    subs: [
      { key: 'snacks', name: ['休闲零食', '休閒零食', 'Snacks', 'ขนมขบเคี้ยว'] },
      { key: 'tea', name: ['茶饮冲调', '茶飲沖調', 'Tea & Coffee', 'ชาและกาแฟ'] },
    ],
    tagline: [
      '产地直采 新鲜美味',
      '產地直採 新鮮美味',
      'Sourced at origin, fresh and tasty',
      'คัดสรรจากแหล่งผลิต สดและอร่อย',
    ],
  },
  {
    key: 'home',
    name: ['家居生活', '家居生活', 'Home & Living', 'บ้านและการใช้ชีวิต'],
    color: '#4caf50',
    subs: [{ key: 'kitchen', name: ['厨房用品', '廚房用品', 'Kitchen', 'เครื่องครัว'] }],
    tagline: ['品质家居 舒适生活', '品質家居 舒適生活', 'Quality for a comfortable home', 'ของใช้คุณภาพ เพื่อบ้านที่สบาย'],
  },
  {
    key: 'digital',
    name: ['数码电器', '數碼電器', 'Digital & Appliances', 'ดิจิทัลและเครื่องใช้ไฟฟ้า'],
    color: '#2196f3',
    subs: [{ key: 'audio', name: ['影音娱乐', '影音娛樂', 'Audio & Video', 'เครื่องเสียงและวิดีโอ'] }],
    tagline: ['智能科技 便捷生活', '智能科技 便捷生活', 'Smart tech for an easier life', 'เทคโนโลยีอัจฉริยะ ชีวิตง่ายขึ้น'],
  },
  {
    key: 'baby',
    name: ['母婴亲子', '母嬰親子', 'Mother & Baby', 'แม่และเด็ก'],
    color: '#9c27b0',
    subs: [],
    tagline: ['安心之选 呵护成长', '安心之選 呵護成長', 'Safe choices for growing up', 'ทางเลือกที่วางใจ ดูแลทุกช่วงวัย'],
  },
  {
    key: 'fashion',
    name: ['服饰鞋包', '服飾鞋包', 'Fashion', 'แฟชั่น'],
    color: '#795548',
    subs: [],
    tagline: [
      '简约百搭 舒适有型',
      '簡約百搭 舒適有型',
      'Simple, versatile and comfortable',
      'เรียบง่าย ใส่ได้ทุกวัน สบายและมีสไตล์',
    ],
  },
  {
    key: 'health',
    name: ['健康保健', '健康保健', 'Health', 'สุขภาพ'],
    color: '#009688',
    subs: [],
    tagline: ['科学营养 健康每一天', '科學營養 健康每一天', 'Good nutrition for every day', 'โภชนาการที่ดี เพื่อสุขภาพทุกวัน'],
  },
  {
    key: 'sports',
    name: ['运动户外', '運動戶外', 'Sports & Outdoors', 'กีฬาและกลางแจ้ง'],
    color: '#3f51b5',
    subs: [],
    tagline: ['专业装备 畅享运动', '專業裝備 暢享運動', 'Gear up and enjoy the game', 'อุปกรณ์มืออาชีพ สนุกกับกีฬา'],
  },
  {
    key: 'member',
    name: ['会员套装', '會員套裝', 'Member Sets', 'แพ็กเกจสมาชิก'],
    color: '#c9a227',
    subs: [],
    tagline: ['开通会员 尊享权益', '開通會員 尊享權益', 'Join and unlock member benefits', 'สมัครสมาชิก รับสิทธิพิเศษ'],
  },
  {
    key: 'voucher',
    name: ['电子券', '電子券', 'E-vouchers', 'บัตรกำนัลอิเล็กทรอนิกส์'],
    color: '#607d8b',
    subs: [],
    tagline: ['即买即用 方便快捷', '即買即用 方便快捷', 'Use it right after you buy', 'ซื้อแล้วใช้ได้ทันที'],
  },
];

export const BRAND_CATEGORIES: { key: string; name: T4 }[] = [
  { key: 'beauty', name: ['美妆', '美妝', 'Beauty', 'ความงาม'] },
  { key: 'food', name: ['食品', '食品', 'Food', 'อาหาร'] },
  { key: 'life', name: ['生活', '生活', 'Lifestyle', 'ไลฟ์สไตล์'] },
  { key: 'tech', name: ['科技', '科技', 'Tech', 'เทคโนโลยี'] },
];

export const BRANDS: { key: string; cate: string; name: T4; about: T4; recommended: boolean }[] = [
  {
    key: 'lotus',
    cate: 'beauty',
    name: ['莲露', '蓮露', 'Lotus Dew', 'โลตัสดิว'],
    about: [
      '源自天然莲花的护肤品牌',
      '源自天然蓮花的護膚品牌',
      'Skincare drawn from the lotus flower',
      'แบรนด์ดูแลผิวจากดอกบัวธรรมชาติ',
    ],
    recommended: true,
  },
  {
    key: 'orchid',
    cate: 'beauty',
    name: ['暹罗兰', '暹羅蘭', 'Siam Orchid', 'สยามออร์คิด'],
    about: [
      '泰式草本彩妆与香氛',
      '泰式草本彩妝與香氛',
      'Thai herbal makeup and fragrance',
      'เครื่องสำอางและน้ำหอมสมุนไพรไทย',
    ],
    recommended: true,
  },
  {
    key: 'rice',
    cate: 'food',
    name: ['金穗', '金穗', 'Golden Rice', 'โกลเด้นไรซ์'],
    about: ['优质米面粮油', '優質米麵糧油', 'Fine rice, flour and oils', 'ข้าว แป้ง และน้ำมันคุณภาพ'],
    recommended: true,
  },
  {
    key: 'jade',
    cate: 'food',
    name: ['玉茗', '玉茗', 'Jade Tea', 'หยกที'],
    about: ['高山茶园直供好茶', '高山茶園直供好茶', 'Tea straight from mountain gardens', 'ชาจากไร่บนภูเขาสูง'],
    recommended: true,
  },
  {
    key: 'palm',
    cate: 'food',
    name: ['椰林', '椰林', 'Coco Palm', 'โคโค่ปาล์ม'],
    about: [
      '热带椰子与果干零食',
      '熱帶椰子與果乾零食',
      'Tropical coconut and dried-fruit snacks',
      'ขนมมะพร้าวและผลไม้อบแห้ง',
    ],
    recommended: false,
  },
  {
    key: 'panda',
    cate: 'life',
    name: ['熊猫家居', '熊貓家居', 'Panda Home', 'แพนด้าโฮม'],
    about: [
      '简约实用的家居好物',
      '簡約實用的家居好物',
      'Simple, useful things for the home',
      'ของใช้ในบ้านเรียบง่ายและใช้งานได้จริง',
    ],
    recommended: true,
  },
  {
    key: 'thread',
    cate: 'life',
    name: ['都市织', '都市織', 'Urban Thread', 'เออร์เบินเธรด'],
    about: ['舒适百搭的日常服饰', '舒適百搭的日常服飾', 'Comfortable everyday clothing', 'เสื้อผ้าใส่สบายสำหรับทุกวัน'],
    recommended: false,
  },
  {
    key: 'sprout',
    cate: 'life',
    name: ['小芽', '小芽', 'Little Sprout', 'ลิตเติลสเปราต์'],
    about: ['安心母婴用品', '安心母嬰用品', 'Baby products you can trust', 'ของใช้แม่และเด็กที่วางใจได้'],
    recommended: false,
  },
  {
    key: 'leaf',
    cate: 'life',
    name: ['元叶', '元葉', 'Vital Leaf', 'ไวทัลลีฟ'],
    about: ['天然营养与保健', '天然營養與保健', 'Natural nutrition and wellness', 'โภชนาการและสุขภาพจากธรรมชาติ'],
    recommended: true,
  },
  {
    key: 'peak',
    cate: 'life',
    name: ['峰径', '峰徑', 'Peak Trail', 'พีคเทรล'],
    about: ['户外与运动装备', '戶外與運動裝備', 'Outdoor and sports gear', 'อุปกรณ์กีฬาและกิจกรรมกลางแจ้ง'],
    recommended: false,
  },
  {
    key: 'nova',
    cate: 'tech',
    name: ['新星科技', '新星科技', 'Nova Tech', 'โนวาเทค'],
    about: [
      '智能数码与小家电',
      '智能數碼與小家電',
      'Smart gadgets and small appliances',
      'อุปกรณ์อัจฉริยะและเครื่องใช้ไฟฟ้าขนาดเล็ก',
    ],
    recommended: true,
  },
  {
    key: 'pacer',
    cate: 'life',
    name: ['步者优选', '步者優選', 'Pacer Select', 'เพเซอร์ซีเล็กต์'],
    about: ['商城自营精选', '商城自營精選', 'The shop’s own selection', 'สินค้าคัดสรรของร้าน'],
    recommended: true,
  },
];

export type Spec = 'size' | 'volume' | 'color' | null;
export interface DemoProduct {
  cat: string;
  brand: string;
  type?: AdminProductInput['type'];
  grantsLevel?: number;
  payment?: AdminProductInput['paymentMethod'];
  name: T4;
  price: number;
  member: number;
  stock: number;
  spec?: Spec;
  rewardMp?: number;
  /** Points earned; for a points-zone item, its price in points. */
  points?: number;
  /** A points-zone item's cash part, paid with its points. */
  pointsCash?: number;
  cashback?: number;
  dc?: number;
}

export const PRODUCTS: DemoProduct[] = [
  // beauty
  {
    cat: 'skincare',
    brand: 'lotus',
    name: ['莲花保湿精华液', '蓮花保濕精華液', 'Lotus Hydrating Serum', 'เซรั่มบัวเพิ่มความชุ่มชื้น'],
    price: 168,
    member: 138,
    stock: 320,
    spec: 'volume',
    rewardMp: 30,
    dc: 10,
  },
  {
    cat: 'skincare',
    brand: 'lotus',
    name: ['温和氨基酸洁面乳', '溫和氨基酸潔面乳', 'Gentle Amino Acid Cleanser', 'โฟมล้างหน้ากรดอะมิโนสูตรอ่อนโยน'],
    price: 79,
    member: 65,
    stock: 500,
  },
  {
    cat: 'skincare',
    brand: 'lotus',
    name: ['莲露修护晚霜', '蓮露修護晚霜', 'Lotus Dew Night Repair Cream', 'ครีมบำรุงกลางคืนโลตัสดิว'],
    price: 198,
    member: 168,
    stock: 150,
    rewardMp: 40,
  },
  {
    cat: 'skincare',
    brand: 'orchid',
    name: ['兰花清爽防晒霜 SPF50', '蘭花清爽防曬霜 SPF50', 'Orchid Light Sunscreen SPF50', 'ครีมกันแดดกล้วยไม้ SPF50'],
    price: 99,
    member: 85,
    stock: 420,
  },
  {
    cat: 'makeup',
    brand: 'orchid',
    name: ['丝绒哑光口红', '絲絨啞光口紅', 'Velvet Matte Lipstick', 'ลิปสติกเนื้อแมตต์กำมะหยี่'],
    price: 89,
    member: 75,
    stock: 260,
    spec: 'color',
  },
  {
    cat: 'makeup',
    brand: 'orchid',
    name: ['轻薄气垫粉底', '輕薄氣墊粉底', 'Airy Cushion Foundation', 'คุชชั่นรองพื้นบางเบา'],
    price: 139,
    member: 119,
    stock: 180,
  },
  {
    cat: 'makeup',
    brand: 'orchid',
    name: ['泰式香茅身体乳', '泰式香茅身體乳', 'Thai Lemongrass Body Lotion', 'โลชั่นบำรุงผิวกายตะไคร้'],
    price: 59,
    member: 49,
    stock: 0,
  },
  // food
  {
    cat: 'snacks',
    brand: 'palm',
    name: ['香脆椰子片', '香脆椰子片', 'Crispy Coconut Chips', 'มะพร้าวอบกรอบ'],
    price: 29.9,
    member: 25.9,
    stock: 900,
    cashback: 2,
  },
  {
    cat: 'snacks',
    brand: 'palm',
    name: ['芒果干 500g', '芒果乾 500g', 'Dried Mango 500g', 'มะม่วงอบแห้ง 500 กรัม'],
    price: 39.9,
    member: 34.9,
    stock: 700,
  },
  {
    cat: 'snacks',
    brand: 'palm',
    name: ['榴莲冻干', '榴槤凍乾', 'Freeze-dried Durian', 'ทุเรียนฟรีซดราย'],
    price: 88,
    member: 78,
    stock: 220,
  },
  {
    cat: 'snacks',
    brand: 'rice',
    name: ['每日坚果礼盒', '每日堅果禮盒', 'Daily Mixed Nuts Gift Box', 'กล่องของขวัญถั่วรวมประจำวัน'],
    price: 128,
    member: 108,
    stock: 300,
    rewardMp: 20,
  },
  {
    cat: 'tea',
    brand: 'jade',
    name: ['明前龙井绿茶', '明前龍井綠茶', 'Early Spring Longjing Green Tea', 'ชาเขียวหลงจิ่งต้นฤดูใบไม้ผลิ'],
    price: 268,
    member: 228,
    stock: 120,
    rewardMp: 50,
  },
  {
    cat: 'tea',
    brand: 'jade',
    name: ['泰式手标奶茶粉', '泰式手標奶茶粉', 'Thai Milk Tea Mix', 'ผงชานมไทย'],
    price: 45,
    member: 39,
    stock: 640,
  },
  {
    cat: 'tea',
    brand: 'jade',
    name: ['云南小粒咖啡豆', '雲南小粒咖啡豆', 'Yunnan Arabica Coffee Beans', 'เมล็ดกาแฟอาราบิก้ายูนนาน'],
    price: 98,
    member: 86,
    stock: 260,
  },
  {
    cat: 'food',
    brand: 'rice',
    name: ['泰国茉莉香米 5kg', '泰國茉莉香米 5kg', 'Thai Jasmine Rice 5kg', 'ข้าวหอมมะลิไทย 5 กก.'],
    price: 79,
    member: 69,
    stock: 1000,
    cashback: 3,
  },
  {
    cat: 'food',
    brand: 'rice',
    name: ['冷榨山茶油', '冷榨山茶油', 'Cold-pressed Camellia Oil', 'น้ำมันเมล็ดชาสกัดเย็น'],
    price: 158,
    member: 138,
    stock: 200,
  },
  // home
  {
    cat: 'home',
    brand: 'panda',
    name: ['乳胶护颈枕', '乳膠護頸枕', 'Latex Neck Pillow', 'หมอนยางพาราถนอมต้นคอ'],
    price: 199,
    member: 169,
    stock: 160,
    rewardMp: 40,
    cashback: 5,
  },
  {
    cat: 'home',
    brand: 'panda',
    name: ['纯棉四件套', '純棉四件套', 'Cotton Bedding Set', 'ชุดเครื่องนอนผ้าฝ้าย'],
    price: 299,
    member: 259,
    stock: 90,
    spec: 'color',
  },
  {
    cat: 'home',
    brand: 'panda',
    name: ['竹纤维毛巾三条装', '竹纖維毛巾三條裝', 'Bamboo Towels, Pack of 3', 'ผ้าขนหนูใยไผ่ แพ็ก 3'],
    price: 59,
    member: 49,
    stock: 480,
  },
  {
    cat: 'kitchen',
    brand: 'panda',
    name: ['不粘炒锅 30cm', '不黏炒鍋 30cm', 'Non-stick Wok 30cm', 'กระทะไม่ติด 30 ซม.'],
    price: 189,
    member: 159,
    stock: 140,
  },
  {
    cat: 'kitchen',
    brand: 'pacer',
    name: ['保温便当盒', '保溫便當盒', 'Insulated Lunch Box', 'กล่องข้าวเก็บอุณหภูมิ'],
    price: 69,
    member: 59,
    stock: 350,
  },
  {
    cat: 'kitchen',
    brand: 'pacer',
    name: ['玻璃密封保鲜盒套装', '玻璃密封保鮮盒套裝', 'Glass Food Container Set', 'ชุดกล่องแก้วถนอมอาหาร'],
    price: 99,
    member: 85,
    stock: 260,
  },
  // digital
  {
    cat: 'audio',
    brand: 'nova',
    name: ['真无线降噪耳机', '真無線降噪耳機', 'Wireless Noise-cancelling Earbuds', 'หูฟังไร้สายตัดเสียงรบกวน'],
    price: 399,
    member: 349,
    stock: 200,
    spec: 'color',
    rewardMp: 80,
  },
  {
    cat: 'audio',
    brand: 'nova',
    name: ['便携蓝牙音箱', '便攜藍牙音箱', 'Portable Bluetooth Speaker', 'ลำโพงบลูทูธพกพา'],
    price: 259,
    member: 229,
    stock: 150,
  },
  {
    cat: 'digital',
    brand: 'nova',
    name: [
      '20000mAh 快充移动电源',
      '20000mAh 快充流動電源',
      '20000mAh Fast-charge Power Bank',
      'พาวเวอร์แบงก์ชาร์จเร็ว 20000mAh',
    ],
    price: 149,
    member: 129,
    stock: 380,
  },
  {
    cat: 'digital',
    brand: 'nova',
    name: ['智能手环', '智能手環', 'Smart Fitness Band', 'สายรัดข้อมืออัจฉริยะ'],
    price: 229,
    member: 199,
    stock: 210,
    rewardMp: 45,
  },
  {
    cat: 'digital',
    brand: 'nova',
    name: ['家用空气净化器', '家用空氣淨化器', 'Home Air Purifier', 'เครื่องฟอกอากาศในบ้าน'],
    price: 899,
    member: 799,
    stock: 60,
    rewardMp: 180,
    dc: 5,
  },
  {
    cat: 'digital',
    brand: 'pacer',
    name: ['电动牙刷', '電動牙刷', 'Sonic Electric Toothbrush', 'แปรงสีฟันไฟฟ้าโซนิค'],
    price: 199,
    member: 169,
    stock: 240,
  },
  // baby
  {
    cat: 'baby',
    brand: 'sprout',
    name: ['婴儿纯棉连体衣', '嬰兒純棉連體衣', 'Baby Cotton Bodysuit', 'บอดี้สูทผ้าฝ้ายสำหรับทารก'],
    price: 79,
    member: 69,
    stock: 300,
    spec: 'size',
  },
  {
    cat: 'baby',
    brand: 'sprout',
    name: ['婴儿柔湿巾 80 抽 x6', '嬰兒柔濕巾 80 抽 x6', 'Baby Wipes 80 x 6', 'ทิชชู่เปียกเด็ก 80 แผ่น x 6'],
    price: 49,
    member: 42,
    stock: 800,
  },
  {
    cat: 'baby',
    brand: 'sprout',
    name: ['宝宝有机米粉', '寶寶有機米粉', 'Organic Baby Rice Cereal', 'ซีเรียลข้าวออร์แกนิกสำหรับเด็ก'],
    price: 68,
    member: 58,
    stock: 260,
  },
  {
    cat: 'baby',
    brand: 'sprout',
    name: ['儿童保温吸管杯', '兒童保溫吸管杯', 'Kids Insulated Straw Cup', 'แก้วหลอดเก็บอุณหภูมิสำหรับเด็ก'],
    price: 89,
    member: 76,
    stock: 190,
  },
  // fashion
  {
    cat: 'fashion',
    brand: 'thread',
    name: ['纯棉圆领 T 恤', '純棉圓領 T 恤', 'Cotton Crew-neck T-shirt', 'เสื้อยืดคอกลมผ้าฝ้าย'],
    price: 79,
    member: 65,
    stock: 600,
    spec: 'size',
  },
  {
    cat: 'fashion',
    brand: 'thread',
    name: ['休闲帆布鞋', '休閒帆布鞋', 'Casual Canvas Sneakers', 'รองเท้าผ้าใบลำลอง'],
    price: 159,
    member: 139,
    stock: 240,
    spec: 'size',
  },
  {
    cat: 'fashion',
    brand: 'thread',
    name: ['轻便双肩包', '輕便雙肩包', 'Lightweight Backpack', 'กระเป๋าเป้น้ำหนักเบา'],
    price: 199,
    member: 169,
    stock: 130,
    spec: 'color',
  },
  {
    cat: 'fashion',
    brand: 'thread',
    name: ['防晒冰丝外套', '防曬冰絲外套', 'UV-protective Cooling Jacket', 'เสื้อคลุมกันแดดผ้าเย็น'],
    price: 129,
    member: 109,
    stock: 210,
    spec: 'size',
  },
  // health
  {
    cat: 'health',
    brand: 'leaf',
    name: ['复合维生素片', '複合維生素片', 'Multivitamin Tablets', 'วิตามินรวมชนิดเม็ด'],
    price: 158,
    member: 128,
    stock: 400,
    rewardMp: 35,
  },
  {
    cat: 'health',
    brand: 'leaf',
    name: ['深海鱼油软胶囊', '深海魚油軟膠囊', 'Deep-sea Fish Oil Softgels', 'น้ำมันปลาทะเลน้ำลึกซอฟต์เจล'],
    price: 198,
    member: 168,
    stock: 320,
    rewardMp: 40,
  },
  {
    cat: 'health',
    brand: 'leaf',
    name: ['益生菌固体饮料', '益生菌固體飲料', 'Probiotic Drink Powder', 'ผงเครื่องดื่มโปรไบโอติก'],
    price: 138,
    member: 118,
    stock: 280,
  },
  {
    cat: 'health',
    brand: 'leaf',
    name: ['胶原蛋白肽口服液', '膠原蛋白肽口服液', 'Collagen Peptide Drink', 'เครื่องดื่มคอลลาเจนเปปไทด์'],
    price: 268,
    member: 228,
    stock: 160,
    rewardMp: 55,
  },
  // sports
  {
    cat: 'sports',
    brand: 'peak',
    name: ['加厚瑜伽垫', '加厚瑜伽墊', 'Thick Yoga Mat', 'เสื่อโยคะหนาพิเศษ'],
    price: 99,
    member: 85,
    stock: 260,
    spec: 'color',
  },
  {
    cat: 'sports',
    brand: 'peak',
    name: ['户外速干运动裤', '戶外速乾運動褲', 'Quick-dry Outdoor Trousers', 'กางเกงเอาต์ดอร์แห้งเร็ว'],
    price: 169,
    member: 145,
    stock: 180,
    spec: 'size',
  },
  {
    cat: 'sports',
    brand: 'peak',
    name: ['运动保温水壶 1L', '運動保溫水壺 1L', 'Sports Insulated Bottle 1L', 'กระบอกน้ำเก็บอุณหภูมิ 1 ลิตร'],
    price: 89,
    member: 75,
    stock: 420,
  },
  {
    cat: 'sports',
    brand: 'peak',
    name: ['折叠露营椅', '摺疊露營椅', 'Folding Camping Chair', 'เก้าอี้แคมป์ปิ้งพับได้'],
    price: 149,
    member: 129,
    stock: 95,
  },
  // member sets
  {
    cat: 'member',
    brand: 'pacer',
    type: 'set',
    grantsLevel: 2,
    name: ['199 VIP 会员套装', '199 VIP 會員套裝', '199 VIP Membership Set', 'แพ็กเกจสมาชิก VIP 199'],
    price: 199,
    member: 199,
    stock: 5000,
    rewardMp: 100,
  },
  {
    cat: 'member',
    brand: 'pacer',
    type: 'set',
    grantsLevel: 2,
    name: ['VIP 88 尊享套装', 'VIP 88 尊享套裝', 'VIP 88 Package', 'แพ็กเกจ VIP 88'],
    price: 88,
    member: 88,
    stock: 5000,
    rewardMp: 40,
  },
  {
    cat: 'member',
    brand: 'pacer',
    type: 'set',
    grantsLevel: 3,
    name: ['4990 V730 至尊套装', '4990 V730 至尊套裝', '4990 V730 Premier Set', 'แพ็กเกจพรีเมียร์ V730 4990'],
    price: 4990,
    member: 4990,
    stock: 1000,
    rewardMp: 2500,
  },
  // lots
  {
    cat: 'food',
    brand: 'rice',
    type: 'lot',
    name: ['家庭粮油囤货组合', '家庭糧油囤貨組合', 'Family Pantry Bundle', 'ชุดตุนข้าวและน้ำมันสำหรับครอบครัว'],
    price: 399,
    member: 359,
    stock: 120,
    rewardMp: 80,
  },
  {
    cat: 'snacks',
    brand: 'palm',
    type: 'lot',
    name: ['热带零食大礼包', '熱帶零食大禮包', 'Tropical Snack Hamper', 'ชุดขนมทรอปิคอลสุดคุ้ม'],
    price: 199,
    member: 179,
    stock: 150,
    rewardMp: 40,
  },
  {
    cat: 'home',
    brand: 'panda',
    type: 'lot',
    name: ['新家焕新组合', '新家煥新組合', 'New Home Starter Bundle', 'ชุดเริ่มต้นบ้านใหม่'],
    price: 699,
    member: 629,
    stock: 60,
    rewardMp: 140,
  },
  {
    cat: 'health',
    brand: 'leaf',
    type: 'lot',
    name: ['全家营养季度装', '全家營養季度裝', 'Family Nutrition Quarterly Pack', 'ชุดโภชนาการครอบครัวรายไตรมาส'],
    price: 999,
    member: 899,
    stock: 80,
    rewardMp: 200,
  },
  {
    cat: 'skincare',
    brand: 'lotus',
    type: 'lot',
    name: ['莲露护肤全套', '蓮露護膚全套', 'Lotus Dew Complete Skincare Kit', 'ชุดดูแลผิวครบเซ็ตโลตัสดิว'],
    price: 499,
    member: 449,
    stock: 100,
    rewardMp: 100,
  },
  // points zone
  {
    cat: 'home',
    brand: 'pacer',
    type: 'points-zone',
    name: ['积分兑换 环保购物袋', '積分兌換 環保購物袋', 'Points Reward: Eco Shopping Bag', 'แลกคะแนน: ถุงช้อปปิ้งรักษ์โลก'],
    price: 19.9,
    member: 9.9,
    stock: 1000,
    points: 200,
  },
  {
    cat: 'tea',
    brand: 'jade',
    type: 'points-zone',
    name: ['积分兑换 茶礼小罐', '積分兌換 茶禮小罐', 'Points Reward: Tea Sampler Tin', 'แลกคะแนน: ชาตัวอย่างกระป๋องเล็ก'],
    price: 39,
    member: 29,
    stock: 500,
    points: 400,
  },
  {
    cat: 'digital',
    brand: 'nova',
    type: 'points-zone',
    name: [
      '积分兑换 数据线三合一',
      '積分兌換 數據線三合一',
      'Points Reward: 3-in-1 Charging Cable',
      'แลกคะแนน: สายชาร์จ 3 in 1',
    ],
    price: 49,
    member: 39,
    stock: 600,
    points: 500,
  },
  {
    cat: 'sports',
    brand: 'peak',
    type: 'points-zone',
    name: ['积分兑换 运动毛巾', '積分兌換 運動毛巾', 'Points Reward: Sports Towel', 'แลกคะแนน: ผ้าขนหนูกีฬา'],
    price: 29,
    member: 19,
    stock: 700,
    points: 300,
  },
  {
    cat: 'beauty',
    brand: 'orchid',
    type: 'points-zone',
    name: ['积分兑换 护手霜', '積分兌換 護手霜', 'Points Reward: Hand Cream', 'แลกคะแนน: ครีมทามือ'],
    price: 35,
    member: 25,
    stock: 800,
    points: 350,
  },
  // subsidy
  {
    cat: 'food',
    brand: 'rice',
    type: 'subsidy',
    name: ['补贴价 东北大米 10kg', '補貼價 東北大米 10kg', 'Subsidised Northeast Rice 10kg', 'ข้าวราคาพิเศษ 10 กก.'],
    price: 69,
    member: 59,
    stock: 400,
    cashback: 5,
  },
  {
    cat: 'kitchen',
    brand: 'panda',
    type: 'subsidy',
    name: ['补贴价 电饭煲', '補貼價 電飯煲', 'Subsidised Rice Cooker', 'หม้อหุงข้าวราคาพิเศษ'],
    price: 199,
    member: 169,
    stock: 120,
  },
  {
    cat: 'baby',
    brand: 'sprout',
    type: 'subsidy',
    name: ['补贴价 纸尿裤', '補貼價 紙尿褲', 'Subsidised Nappies', 'ผ้าอ้อมราคาพิเศษ'],
    price: 89,
    member: 79,
    stock: 300,
  },
  {
    cat: 'health',
    brand: 'leaf',
    type: 'subsidy',
    name: [
      '补贴价 维生素 C 泡腾片',
      '補貼價 維生素 C 泡騰片',
      'Subsidised Vitamin C Effervescent',
      'วิตามินซีเม็ดฟู่ราคาพิเศษ',
    ],
    price: 39,
    member: 32,
    stock: 500,
  },
  {
    cat: 'digital',
    brand: 'nova',
    type: 'subsidy',
    name: ['补贴价 智能台灯', '補貼價 智能枱燈', 'Subsidised Smart Desk Lamp', 'โคมไฟตั้งโต๊ะอัจฉริยะราคาพิเศษ'],
    price: 129,
    member: 109,
    stock: 150,
  },
  // e-vouchers
  {
    cat: 'voucher',
    brand: 'pacer',
    type: 'e-voucher',
    payment: 'certificate',
    name: ['100 元购物代金券', '100 元購物代金券', '100 Shopping Voucher', 'บัตรกำนัลช้อปปิ้ง 100'],
    price: 100,
    member: 95,
    stock: 9999,
  },
  {
    cat: 'voucher',
    brand: 'pacer',
    type: 'e-voucher',
    payment: 'certificate',
    name: ['咖啡电子兑换券', '咖啡電子兌換券', 'Coffee E-voucher', 'บัตรกำนัลกาแฟอิเล็กทรอนิกส์'],
    price: 30,
    member: 27,
    stock: 9999,
  },
  {
    cat: 'voucher',
    brand: 'pacer',
    type: 'e-voucher',
    payment: 'certificate',
    name: ['电影票兑换券', '電影票兌換券', 'Cinema Ticket Voucher', 'บัตรกำนัลตั๋วหนัง'],
    price: 45,
    member: 40,
    stock: 9999,
  },
];

export const SPECS: Record<Exclude<Spec, null>, { name: T4; values: T4[] }> = {
  size: {
    name: ['尺码', '尺碼', 'Size', 'ขนาด'],
    values: [
      ['S', 'S', 'S', 'S'],
      ['M', 'M', 'M', 'M'],
      ['L', 'L', 'L', 'L'],
    ],
  },
  volume: {
    name: ['容量', '容量', 'Volume', 'ปริมาณ'],
    values: [
      ['30ml', '30ml', '30 ml', '30 มล.'],
      ['50ml', '50ml', '50 ml', '50 มล.'],
    ],
  },
  color: {
    name: ['颜色', '顏色', 'Colour', 'สี'],
    values: [
      ['经典红', '經典紅', 'Classic red', 'แดงคลาสสิก'],
      ['雾霾蓝', '霧霾藍', 'Haze blue', 'ฟ้าหม่น'],
      ['燕麦白', '燕麥白', 'Oat white', 'ขาวโอ๊ต'],
    ],
  },
};

export function description(name: T4, tagline: T4): LocalizedText {
  return text([
    `${name[0]}：${tagline[0]}。正品保障，七天无理由退换，订单满 500 元免运费。`,
    `${name[1]}：${tagline[1]}。正品保證，七天無理由退換，訂單滿 500 元免運費。`,
    `${name[2]}: ${tagline[2]}. Genuine goods, 7-day returns, and free delivery on orders of 500.00 or more.`,
    `${name[3]}: ${tagline[3]} สินค้าของแท้ คืนสินค้าได้ภายใน 7 วัน ส่งฟรีเมื่อสั่งซื้อครบ 500.00`,
  ]);
}

export const BANNERS: { title: T4; link: string; image: number; position: (typeof contentPositions)[number] }[] = [
  {
    title: ['开通 VIP 享会员价', '開通 VIP 享會員價', 'Go VIP for member prices', 'สมัคร VIP รับราคาสมาชิก'],
    link: '#/pages/index/eightVip',
    image: 0,
    position: 'home',
  },
  {
    title: ['限时秒杀 低至 5 折', '限時秒殺 低至 5 折', 'Flash sale: up to 50% off', 'แฟลชเซล ลดสูงสุด 50%'],
    link: '#/pages/seckill/index',
    image: 1,
    position: 'home',
  },
  {
    title: ['产地直采 新鲜到家', '產地直採 新鮮到家', 'Fresh from the source', 'สดจากแหล่งผลิตถึงบ้าน'],
    link: '#/pages/category/category-new',
    image: 2,
    position: 'home',
  },
  {
    title: ['积分好礼 轻松兑换', '積分好禮 輕鬆兌換', 'Swap points for rewards', 'แลกคะแนนรับของรางวัล'],
    link: '#/pages/index/points-zone',
    image: 3,
    position: 'integral',
  },
];

export const HOME_MODULES: {
  kind: (typeof homeModuleKinds)[number];
  title: T4;
  link: string;
}[] = [
  {
    kind: 'sets',
    title: ['VIP 会员套装', 'VIP 會員套裝', 'VIP sets', 'แพ็กเกจ VIP'],
    link: '#/pages/index/eightVip',
  },
  { kind: 'seckill', title: ['限时秒杀', '限時秒殺', 'Flash sale', 'แฟลชเซล'], link: '#/pages/seckill/index' },
  { kind: 'lot', title: ['超值组合', '超值組合', 'Value bundles', 'ชุดสุดคุ้ม'], link: '#/pages/index/lot' },
  {
    kind: 'subsidy',
    title: ['补贴专区', '補貼專區', 'Subsidy zone', 'โซนราคาพิเศษ'],
    link: '#/pages/subsidy/index',
  },
  {
    kind: 'points-zone',
    title: ['积分专区', '積分專區', 'Points zone', 'โซนแลกคะแนน'],
    link: '#/pages/index/points-zone',
  },
  {
    kind: 'brands',
    title: ['品牌精选', '品牌精選', 'Featured brands', 'แบรนด์แนะนำ'],
    link: '#/pages/index/brand-list',
  },
  { kind: 'products', title: ['新品上架', '新品上架', 'New arrivals', 'สินค้าใหม่'], link: '#/pages/index/recommend' },
];

export const IMAGE_LINKS: { title: T4; link: string; position: (typeof contentPositions)[number] }[] = [
  {
    title: ['全部分类', '全部分類', 'Categories', 'หมวดหมู่'],
    link: '#/pages/category/category-new',
    position: 'home',
  },
  { title: ['品牌馆', '品牌館', 'Brands', 'แบรนด์'], link: '#/pages/index/brand-list', position: 'home' },
  {
    title: ['积分专区', '積分專區', 'Points zone', 'โซนแลกคะแนน'],
    link: '#/pages/index/points-zone',
    position: 'home',
  },
  { title: ['补贴专区', '補貼專區', 'Subsidy', 'ราคาพิเศษ'], link: '#/pages/subsidy/index', position: 'home' },
  {
    title: ['积分兑换', '積分兌換', 'Redeem points', 'แลกคะแนน'],
    link: '#/pages/index/points-zone',
    position: 'integral',
  },
];

export const PRODUCT_HOT_WORDS: T4[] = [
  ['耳机', '耳機', 'earbuds', 'หูฟัง'],
  ['芒果干', '芒果乾', 'mango', 'มะม่วง'],
  ['精华', '精華', 'serum', 'เซรั่ม'],
  ['大米', '大米', 'rice', 'ข้าว'],
  ['维生素', '維生素', 'vitamin', 'วิตามิน'],
  ['VIP 套装', 'VIP 套裝', 'VIP set', 'แพ็กเกจ VIP'],
];

export const VOUCHER_HOT_WORDS: T4[] = [
  ['代金券', '代金券', 'voucher', 'บัตรกำนัล'],
  ['咖啡', '咖啡', 'coffee', 'กาแฟ'],
  ['电影票', '電影票', 'cinema', 'ตั๋วหนัง'],
];
