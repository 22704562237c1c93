import { defineCatalog } from '../define.ts';

// The back office's hot regions editor.
export default defineCatalog(
  {
    'admin.hotRegions.title': '热门地区',
    'admin.hotRegions.search': '按名称搜索地区（中文、英文或泰文）',
    'admin.hotRegions.region': '地区',
    'admin.hotRegions.order': '排序',
    'admin.hotRegions.remove': '移除',
    'admin.hotRegions.added': '已加入热门地区',
    'admin.hotRegions.audit.save': '设置热门地区',
    'admin.hotRegions.audit.delete': '移除热门地区',
    'admin.hotRegions.audit.target': '热门地区',
  },
  {
    zh_HK: {
      'admin.hotRegions.title': '熱門地區',
      'admin.hotRegions.search': '按名稱搜尋地區（中文、英文或泰文）',
      'admin.hotRegions.region': '地區',
      'admin.hotRegions.order': '排序',
      'admin.hotRegions.remove': '移除',
      'admin.hotRegions.added': '已加入熱門地區',
      'admin.hotRegions.audit.save': '設定熱門地區',
      'admin.hotRegions.audit.delete': '移除熱門地區',
      'admin.hotRegions.audit.target': '熱門地區',
    },
    en_US: {
      'admin.hotRegions.title': 'Hot regions',
      'admin.hotRegions.search': 'Search a region by name (Chinese, English or Thai)',
      'admin.hotRegions.region': 'Region',
      'admin.hotRegions.order': 'Order',
      'admin.hotRegions.remove': 'Remove',
      'admin.hotRegions.added': 'Added to the hot regions',
      'admin.hotRegions.audit.save': 'Hot region set',
      'admin.hotRegions.audit.delete': 'Hot region removed',
      'admin.hotRegions.audit.target': 'Hot region',
    },
    th_TH: {
      'admin.hotRegions.title': 'พื้นที่ยอดนิยม',
      'admin.hotRegions.search': 'ค้นหาพื้นที่ตามชื่อ (จีน อังกฤษ หรือไทย)',
      'admin.hotRegions.region': 'พื้นที่',
      'admin.hotRegions.order': 'ลำดับ',
      'admin.hotRegions.remove': 'นำออก',
      'admin.hotRegions.added': 'เพิ่มในพื้นที่ยอดนิยมแล้ว',
      'admin.hotRegions.audit.save': 'ตั้งค่าพื้นที่ยอดนิยม',
      'admin.hotRegions.audit.delete': 'นำพื้นที่ยอดนิยมออก',
      'admin.hotRegions.audit.target': 'พื้นที่ยอดนิยม',
    },
  },
);
