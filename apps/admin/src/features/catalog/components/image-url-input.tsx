import { Flex, Image, Input } from 'antd';
import type { ImageSetView } from '@mall/contracts';
import { ImageUploadButton } from './image-upload-button.tsx';

interface ImageUrlInputProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Which uploaded size to keep: icons are small, banners wide. */
  size?: keyof ImageSetView;
  testId?: string;
}

/** One picture by its address: typed, or uploaded and filled in. */
export function ImageUrlInput({ value, onChange, size = 's800', testId }: ImageUrlInputProps) {
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          value={value ?? ''}
          onChange={(event) => onChange?.(event.target.value === '' ? null : event.target.value)}
          placeholder="https://"
          inputMode="url"
          allowClear
          data-testid={testId}
        />
        <ImageUploadButton onUploaded={(image) => onChange?.(image[size])} />
      </Flex>
      {value ? <Image src={value} alt="" height={64} style={{ objectFit: 'contain' }} /> : null}
    </Flex>
  );
}
