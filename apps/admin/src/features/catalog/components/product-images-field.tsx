import { useEffect, useRef } from 'react';
import { Button, Card, Flex, Image, Space, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined } from '@ant-design/icons';
import type { ImageSetView } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { ImageUploadButton } from './image-upload-button.tsx';

const MAX_IMAGES = 10;

interface ProductImagesFieldProps {
  value?: ImageSetView[];
  onChange?: (value: ImageSetView[]) => void;
}

/** A product's pictures in the order shoppers see them; the first is the cover. */
export function ProductImagesField({ value = [], onChange }: ProductImagesFieldProps) {
  const t = useT();
  // Several uploads may finish together: each adds to the newest list, not the one it started from.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const add = (image: ImageSetView) => {
    const next = [...latest.current, image].slice(0, MAX_IMAGES);
    latest.current = next;
    onChange?.(next);
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange?.(next);
  };
  return (
    <Flex vertical gap={12} data-testid="product-images">
      {value.length > 0 ? (
        <Flex gap={12} wrap>
          {value.map((image, index) => (
            <ImageTile
              key={`${image.s800}-${index}`}
              image={image}
              index={index}
              isLast={index === value.length - 1}
              onMove={(to) => move(index, to)}
              onRemove={() => onChange?.(value.filter((_, at) => at !== index))}
            />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('adminCatalog.image.none')}</Typography.Text>
      )}
      <div>
        <ImageUploadButton isDisabled={value.length >= MAX_IMAGES} onUploaded={add} testId="product-image-upload" />
        <Typography.Text type="secondary" style={{ marginInlineStart: 12, fontSize: 12 }}>
          {t('adminCatalog.image.hint', { max: MAX_IMAGES })}
        </Typography.Text>
      </div>
    </Flex>
  );
}

interface ImageTileProps {
  image: ImageSetView;
  index: number;
  isLast: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One picture with its place in the order, and buttons to move or remove it. */
function ImageTile({ image, index, isLast, onMove, onRemove }: ImageTileProps) {
  const t = useT();
  return (
    <Card size="small" styles={{ body: { padding: 8 } }} style={{ width: 136 }} data-testid="product-image">
      <Image
        src={image.s200}
        alt=""
        width={118}
        height={118}
        style={{ objectFit: 'cover' }}
        preview={{ src: image.s800 }}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {index === 0 ? t('adminCatalog.image.cover') : `#${index + 1}`}
        </Typography.Text>
        <Space size={0}>
          <Button
            size="small"
            type="text"
            icon={<ArrowLeftOutlined />}
            disabled={index === 0}
            aria-label={t('adminCatalog.image.moveLeft')}
            onClick={() => onMove(index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowRightOutlined />}
            disabled={isLast}
            aria-label={t('adminCatalog.image.moveRight')}
            onClick={() => onMove(index + 1)}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('adminCatalog.image.remove')}
            onClick={onRemove}
          />
        </Space>
      </Flex>
    </Card>
  );
}
