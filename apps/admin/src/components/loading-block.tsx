import { Flex, Spin } from 'antd';

/** A spinner that fills its container while something loads. */
export function LoadingBlock({ isFullScreen = false }: { isFullScreen?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: isFullScreen ? '100vh' : 240 }} data-testid="loading">
      <Spin size="large" />
    </Flex>
  );
}
