import checkout from "#app/assets/boost/checkout.svg?w=1024;1536;2048&responsive";

/**
 * The Boost page's product surface: a shopper's checkout with the boosted
 * cashback applied (tools/art/product/boost-checkout.ts, 1200 × 760). Phones
 * show the order summary, whole: the whole checkout at phone width would draw
 * its words at 4 px.
 */
export const checkoutSurface = {
  image: checkout,
  phoneCrop: { x: 716, y: 82, width: 444, height: 654 },
};
