import './antd-render.ts';

export { default as Dialog } from 'antd-mobile/es/components/dialog';
