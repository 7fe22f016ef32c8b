import { describe, expect, it } from 'vitest';
import { isKnownRoute, PAGED_LIST_ROUTES, splitLocalePrefix, withDefaultPage } from '@/lib/routes';

describe('route table (§2)', () => {
  it('R2.01 every §2 route is known, with and without the /zh prefix', () => {
    const routes = [
      '/',
      '/home',
      '/about',
      '/contact',
      '/FAQs',
      '/article',
      '/accessCode',
      '/cart',
      '/favorites',
      '/order',
      '/changePassword',
      '/reset',
      '/address',
      '/exhibition',
      '/exhibition/3',
      '/forget',
      '/login',
      '/register',
      '/hot-products',
      '/instock',
      '/new-products',
      '/price',
      '/products',
      '/product-detail',
      '/product-detail/12',
      '/product-detail/christmas/12',
      '/video',
    ];
    for (const route of routes) {
      expect(isKnownRoute(route), route).toBe(true);
      expect(isKnownRoute(splitLocalePrefix(`/zh${route === '/' ? '' : route}`).path), `/zh${route}`).toBe(true);
    }
  });

  it("knows an article's own page, /article/{id}", () => {
    expect(isKnownRoute('/article/10')).toBe(true);
    expect(isKnownRoute(splitLocalePrefix('/zh/article/10').path)).toBe(true);
    expect(isKnownRoute('/article/10/more')).toBe(false);
  });

  it('paths outside the table are unknown', () => {
    for (const path of ['/admin', '/products/extra', '/product-detail/a/b/c', '/exhibition/1/2', '/wp-login.php']) {
      expect(isKnownRoute(path), path).toBe(false);
    }
  });

  it('splits the /zh prefix without touching look-alike paths', () => {
    expect(splitLocalePrefix('/zh')).toEqual({ prefix: '/zh', path: '/' });
    expect(splitLocalePrefix('/zh/cart')).toEqual({ prefix: '/zh', path: '/cart' });
    expect(splitLocalePrefix('/zhongwen')).toEqual({ prefix: '', path: '/zhongwen' });
    expect(splitLocalePrefix('/en/products')).toEqual({ prefix: '/en', path: '/products' });
  });
});

describe('page=1 rule (R2.16)', () => {
  it('R2.16 adds page=1 to each of the six list routes when page is missing', () => {
    expect(PAGED_LIST_ROUTES).toEqual(['/products', '/instock', '/new-products', '/hot-products', '/price', '/exhibition']);
    for (const route of PAGED_LIST_ROUTES) expect(withDefaultPage(route, '')).toBe('?page=1');
  });

  it('R2.16 keeps the other parameters', () => {
    expect(withDefaultPage('/price', '?price=3')).toBe('?price=3&page=1');
    expect(withDefaultPage('/products', '?title=Xmas&code=001')).toBe('?title=Xmas&code=001&page=1');
  });

  it('R2.16 leaves a URL that has page, and routes that are not lists, alone', () => {
    expect(withDefaultPage('/products', '?page=4')).toBeNull();
    expect(withDefaultPage('/about', '')).toBeNull();
    expect(withDefaultPage('/cart', '')).toBeNull();
  });
});
