'use client';

/**
 * A recently viewed product's picture (the viewed list in localStorage). The kept links are signed
 * and expire after 3 hours: an expired one is replaced by the product's name.
 */
export function ViewedPicture({ src, name, size }: { src: string; name: string; size: number }) {
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={(event) => event.currentTarget.replaceWith(document.createTextNode(name))}
      className="aspect-square w-full rounded-md bg-paper object-cover"
    />
  );
}
