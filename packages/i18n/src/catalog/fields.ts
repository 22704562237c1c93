import { defineCatalog } from '../define.ts';

// Names of request fields, so a validation error names the field in the user's language.
export default defineCatalog(
  {
    'field.username': '用户名',
    'field.password': '密码',
    'field.mobile': '手机号',
    'field.code': '验证码',
    'field.key': '设置项',
    'field.value': '值',
    'field.pageNum': '页码',
    'field.pageSize': '每页条数',
    'field.role': '角色',
  },
  {
    zh_HK: {
      'field.username': '用戶名',
      'field.password': '密碼',
      'field.mobile': '手機號',
      'field.code': '驗證碼',
      'field.key': '設定項',
      'field.value': '值',
      'field.pageNum': '頁碼',
      'field.pageSize': '每頁條數',
      'field.role': '角色',
    },
    en_US: {
      'field.username': 'User name',
      'field.password': 'Password',
      'field.mobile': 'Mobile number',
      'field.code': 'Verification code',
      'field.key': 'Setting',
      'field.value': 'Value',
      'field.pageNum': 'Page number',
      'field.pageSize': 'Page size',
      'field.role': 'Role',
    },
    th_TH: {
      'field.username': 'ชื่อผู้ใช้',
      'field.password': 'รหัสผ่าน',
      'field.mobile': 'หมายเลขโทรศัพท์',
      'field.code': 'รหัสยืนยัน',
      'field.key': 'การตั้งค่า',
      'field.value': 'ค่า',
      'field.pageNum': 'หมายเลขหน้า',
      'field.pageSize': 'จำนวนต่อหน้า',
      'field.role': 'บทบาท',
    },
  },
);
