// The cart module's public face (the one pricing path lives here).
export { carts, cartItems } from './cart.table';
export { createCartPricing, type CartPricing, type PricedCart } from './cart-pricing';
export { createCartService, type CartService } from './cart.service';
export { cartRoutes } from './cart.routes';
