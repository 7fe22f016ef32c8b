/**
 * A square catalogue picture loaded when it nears the screen. The name printed beside it names
 * the link, so its alt stays empty (axe image-redundant-alt).
 */
export function LazyPicture({ src, size, className }: { src: string; size: number; className: string }) {
  return <img src={src} alt="" width={size} height={size} loading="lazy" className={className} />;
}
