import type { Motif, Theme } from '../catalogue-types';

/**
 * Each season has its own look so a buyer recognises a category at a glance: soft two-stop
 * backgrounds, accent colours for secondary parts, and small shapes sprinkled around the product.
 */
export interface Palette {
  backgrounds: readonly (readonly [string, string])[];
  accents: readonly string[];
  sprinkles: readonly Motif[];
}

export const PALETTES: Record<Theme, Palette> = {
  christmas: {
    backgrounds: [
      ['#fdf6ec', '#f1d9c4'],
      ['#eef5f1', '#cbe2d3'],
      ['#f5f1f8', '#dcd3ea'],
      ['#fff4f2', '#f0cdc6'],
      ['#eef3fa', '#cfdcef'],
    ],
    accents: ['#c62828', '#2e7d32', '#d4a72c', '#f4f1ea', '#1f5f8b'],
    sprinkles: ['star', 'snowflake'],
  },
  halloween: {
    backgrounds: [
      ['#f8eadb', '#e6b98a'],
      ['#eee6f4', '#c7b0dc'],
      ['#fbe9d7', '#d6c0e4'],
      ['#efe9e1', '#c9bfb2'],
    ],
    accents: ['#ec7a1c', '#7b3fa0', '#2b2b2b', '#8cbf3f'],
    sprinkles: ['bat', 'star'],
  },
  fall: {
    backgrounds: [
      ['#fbf3e4', '#ebd0a3'],
      ['#f6efe6', '#dfc09e'],
      ['#f8f1e0', '#e3cf9a'],
    ],
    accents: ['#d98c1f', '#8d5a3b', '#b5441b', '#c9a227', '#6b7a34'],
    sprinkles: ['leaf', 'acorn'],
  },
  easter: {
    backgrounds: [
      ['#fdf7fb', '#f5d6e6'],
      ['#f3fbf8', '#c9ecdf'],
      ['#f7f4fd', '#d9cdf2'],
      ['#fffbe9', '#f6e8ad'],
      ['#f0f8fe', '#c8e3f6'],
    ],
    accents: ['#f28db2', '#7fcfb0', '#b79be0', '#f6d55c', '#8ec5ef'],
    sprinkles: ['flower', 'egg'],
  },
  home: {
    backgrounds: [
      ['#f7f5f0', '#e2dacb'],
      ['#f1f4f1', '#d3ddd1'],
      ['#f4f1ee', '#dcd0c6'],
    ],
    accents: ['#8fa98b', '#c96f4a', '#2f4858', '#d4a72c', '#b9a48a'],
    sprinkles: ['leaf'],
  },
  party: {
    backgrounds: [
      ['#fff6f0', '#f9d4df'],
      ['#f0f7ff', '#cfe1fa'],
      ['#fffaeb', '#f6e1a6'],
      ['#f5f0ff', '#dccdf6'],
    ],
    accents: ['#e05a7a', '#4a8fd6', '#f6c343', '#6fbf73', '#a66dd4'],
    sprinkles: ['star', 'heart', 'balloon'],
  },
  garden: {
    backgrounds: [
      ['#f3f8ef', '#d0e4c2'],
      ['#eef6fb', '#cbe3f1'],
      ['#f8f6ec', '#dfe2bd'],
    ],
    accents: ['#5a9e4b', '#e0a83a', '#4a8fd6', '#c9594a', '#9b6fc2'],
    sprinkles: ['butterfly', 'flower'],
  },
};
