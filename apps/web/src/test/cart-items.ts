import type { CartItem } from '../lib/cart-store';

/** Browser-cart lines for tests: one on sale, one at list price. */
export const WEBMONK: CartItem = {
  id: 'webmonk',
  name: 'Webmonk',
  description: 'Full-stack web development',
  price: 4999,
  discountedPrice: 3499,
  image: '/images/webmonk.png',
};

export const IOT: CartItem = {
  id: 'iot',
  name: 'IOT',
  description: 'Robotics & IoT',
  price: 4999,
  image: '/images/iot.png',
};
