import { defineCatalog } from '../define.ts';

// The network: what the server answers about the team charts, the default side and pairing.
export default defineCatalog(
  {
    'network.notInDownline': '只能查看自己或自己团队中的成员',
    'network.notPlaced': '该会员尚未进入团队图',
    'network.upgradeToChooseSide': '升级为 VIP 会员即可选择新成员的默认安置区',
    'network.matchTooLarge': '对碰业绩超过该会员可用的区域业绩',
    'field.side': '安置区',
    'field.rootId': '会员',
    'field.depth': '层数',
    'field.kind': '图表类型',
    'field.level': '等级',
  },
  {
    zh_HK: {
      'network.notInDownline': '只能查看自己或自己團隊中的成員',
      'network.notPlaced': '該會員尚未進入團隊圖',
      'network.upgradeToChooseSide': '升級為 VIP 會員即可選擇新成員的預設安置區',
      'network.matchTooLarge': '對碰業績超過該會員可用的區域業績',
      'field.side': '安置區',
      'field.rootId': '會員',
      'field.depth': '層數',
      'field.kind': '圖表類型',
      'field.level': '等級',
    },
    en_US: {
      'network.notInDownline': 'You can only view yourself or members of your own team',
      'network.notPlaced': 'This member is not in the team chart yet',
      'network.upgradeToChooseSide': 'Upgrade to VIP to choose the side new members are placed on',
      'network.matchTooLarge': "The matched volume is more than the member's open leg volume",
      'field.side': 'Side',
      'field.rootId': 'Member',
      'field.depth': 'Levels',
      'field.kind': 'Chart',
      'field.level': 'Level',
    },
    th_TH: {
      'network.notInDownline': 'ดูได้เฉพาะตัวคุณเองหรือสมาชิกในทีมของคุณ',
      'network.notPlaced': 'สมาชิกนี้ยังไม่อยู่ในผังทีม',
      'network.upgradeToChooseSide': 'อัปเกรดเป็น VIP เพื่อเลือกฝั่งที่สมาชิกใหม่จะถูกวาง',
      'network.matchTooLarge': 'ยอดจับคู่มากกว่ายอดสะสมของสมาชิกในฝั่งนั้น',
      'field.side': 'ฝั่ง',
      'field.rootId': 'สมาชิก',
      'field.depth': 'จำนวนชั้น',
      'field.kind': 'ผัง',
      'field.level': 'ระดับ',
    },
  },
);
