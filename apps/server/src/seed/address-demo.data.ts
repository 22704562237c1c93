// Demo address books, written as a shopper would paste them (smart paste reads them into
// regions), and the regions the demo shop lists as hot. People and numbers are made up.
export const demoAddressTexts: Record<string, string[]> = {
  demo_regular: [
    'สมชาย ใจดี 0812345601 99/9 หมู่ 5 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
    'สมชาย ใจดี 0812345601 88 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
  ],
  demo_vip: [
    'วิไล ศรีสุข 0812345602 15 ถนนถลาง ต.ตลาดใหญ่ อ.เมืองภูเก็ต จ.ภูเก็ต 83000',
    '张伟 13812345602 广东省深圳市南山区科技园南路88号 518057',
  ],
  demo_v730: [
    'ประเสริฐ ทองดี 0812345603 45/6 ถนนพหลโยธิน แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร 10900',
    'ประเสริฐ ทองดี 0812345603 123/45 ซอยสุขุมวิท 39 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    '李娜 13912345603 上海市浦东新区世纪大道100号 200120',
  ],
};

/** Names (any language) of the demo's hot regions, in order; the first match of each is taken. */
export const demoHotRegions = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ภูเก็ต', 'ชลบุรี', '广东省', '上海市'];
