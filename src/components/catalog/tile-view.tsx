// One product card as plain elements, with no hooks: list grids draw it in the browser
// (product-tile.tsx), the product page's rails on the server (product-card.tsx), so the product
// page ships no card code.

/**
 * What a product card draws, already formatted on the server (a client component's
 * flight payload is its props, so a card costs these few fields instead of its whole element tree).
 */
export interface Tile {
  id: number;
  name: string;
  code: string;
  /** Signed 300 px picture link (§7), '' when the product has none. */
  cover: string;
  /** The price in the locale's currency, e.g. '$3.99'. */
  price: string;
  /** The MOQ with its unit, e.g. '60 pieces'. */
  moq: string;
  hot?: true;
  /** 'From $0.98' when quantity breaks go below the price. */
  from?: string;
}

export interface TileLabels {
  noPicture: string;
  hot: string;
  code: string;
  moq: string;
}

/**
 * One card, as plain elements: the link is an `<a href>` whose clicks and intent prefetches are
 * handled once by the element around the cards (`useLinkDelegation`, ADR 0036).
 * The classes (`.tile*`) live in globals.css: a list page draws 20 cards, the home page about 50.
 */
export function TileView({ tile, href, labels, eager }: { tile: Tile; href: string; labels: TileLabels; eager: boolean }) {
  return (
    <article className="group tile" data-testid="product-card">
      <a href={href} className="tile-link">
        <div className="tile-media">
          {/* The name below names the link: the picture's alt stays empty (axe image-redundant-alt). */}
          {tile.cover ? (
            <img src={tile.cover} alt="" width={300} height={300} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} className="tile-img" />
          ) : (
            <span className="tile-none">{labels.noPicture}</span>
          )}
          {tile.hot && <span className="tile-hot">{labels.hot}</span>}
        </div>
        <div className="tile-body">
          <h3 className="tile-name">{tile.name}</h3>
          <p className="tile-code" data-testid="card-code">{`${labels.code}: ${tile.code}`}</p>
          {tile.from && (
            <p className="tile-from" data-testid="card-from">
              {tile.from}
            </p>
          )}
          {/* MOQ drops below the price as a whole when the card is too narrow for both. */}
          <p className="tile-foot">
            {/* Empty in the shared HTML: a signed-in buyer's own price fills it after load (ADR 0053). */}
            <span className="tile-yours" data-pp={tile.id} />
            <span className="tile-price" data-testid="card-price">
              {tile.price}
            </span>
            <span className="tile-moq" data-testid="card-moq">{`${labels.moq} ${tile.moq}`}</span>
          </p>
        </div>
      </a>
    </article>
  );
}
