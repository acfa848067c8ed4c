import { ImageOff } from 'lucide-react';

/** A listing card's 400 × 300 cover, or a placeholder when it has no photo. */
export function CardCover({ cover }: { cover: { thumb_url: string } | null | undefined }) {
  return cover ? (
    <img
      src={cover.thumb_url}
      alt=""
      loading="lazy"
      decoding="async"
      width={400}
      height={300}
      className="size-full object-cover"
    />
  ) : (
    <div className="grid size-full place-items-center text-slate-400">
      <ImageOff className="size-8" aria-hidden="true" />
    </div>
  );
}
