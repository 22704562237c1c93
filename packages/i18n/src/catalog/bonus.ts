import { defineCatalog } from '../define.ts';

// The bonus engine's refusals (back office: the daily pairing run).
export default defineCatalog(
  {
    'bonus.runNotFound': '{day} 的对碰结算尚未运行',
    'bonus.dayInFuture': '{day} 尚未开始，不能结算',
  },
  {
    zh_HK: {
      'bonus.runNotFound': '{day} 的對碰結算尚未運行',
      'bonus.dayInFuture': '{day} 尚未開始，不能結算',
    },
    en_US: {
      'bonus.runNotFound': 'The pairing settlement of {day} has not run',
      'bonus.dayInFuture': '{day} has not begun yet: it cannot be settled',
    },
    th_TH: {
      'bonus.runNotFound': 'ยังไม่ได้รันการชำระโบนัสจับคู่ของวันที่ {day}',
      'bonus.dayInFuture': 'วันที่ {day} ยังไม่เริ่ม จึงชำระไม่ได้',
    },
  },
);
