import EmojiPicker, { Categories, type EmojiClickData } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';
import { SHARE_SKIN_TONE } from '../lib/constants';

/** The picker's sections in its own order; their headings come from the active language. */
const CATEGORY_ORDER = [
  Categories.SUGGESTED,
  Categories.SMILEYS_PEOPLE,
  Categories.ANIMALS_NATURE,
  Categories.FOOD_DRINK,
  Categories.TRAVEL_PLACES,
  Categories.ACTIVITIES,
  Categories.OBJECTS,
  Categories.SYMBOLS,
  Categories.FLAGS,
] as const;

export interface EmojiPickerPanelProps {
  onPick: (emoji: { emoji: string; unified: string; original: string }) => void;
  /** Recent emoji codes, shown as the picker's suggestions. */
  suggested: string[];
}

/**
 * emoji-picker-react (≈1 MB): this module is imported only when a picker opens. Native emoji
 * (no images from a CDN), search by name, medium-dark skin tone by default; a long press on an
 * emoji offers its skin tones.
 */
export default function EmojiPickerPanel({ onPick, suggested }: EmojiPickerPanelProps) {
  const { t } = useTranslation('community');
  return (
    <EmojiPicker
      onEmojiClick={(data: EmojiClickData) =>
        onPick({ emoji: data.emoji, unified: data.unified, original: data.unifiedWithoutSkinTone })
      }
      emojiStyle="native"
      defaultSkinTone={SHARE_SKIN_TONE}
      suggestedEmojis={suggested.length > 0 ? suggested : undefined}
      lazyLoadEmojis
      width="100%"
      height={340}
      previewConfig={{ showPreview: false }}
      categories={CATEGORY_ORDER.map((category) => ({
        category,
        name: t(`share.emoji-categories.${category}`),
      }))}
      labels={{ searchPlaceholder: t('share.emoji-search') }}
      searchPlaceholder={t('share.emoji-search')}
      searchLabel={t('share.emoji-search')}
    />
  );
}
