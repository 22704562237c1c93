import './antd-render.ts';

export { default as Toast } from 'antd-mobile/es/components/toast';
