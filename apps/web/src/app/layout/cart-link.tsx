import { NavLink } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { joinClassNames } from '../../lib/class-names';
import { useCartCount } from '../../lib/cart-store';
import { useServerCartSync } from '../../features/cart/server-cart-sync';

/**
 * Cart entry in the header; the count badge only appears once something is in the cart.
 * The header is on every site page, so this is also where a signed-in learner's server cart is
 * kept in step with the browser's.
 */
export function CartLink() {
  useServerCartSync();
  const count = useCartCount();
  const hasItems = count > 0;
  return (
    <NavLink
      to="/cart"
      aria-label={hasItems ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      className={({ isActive }) =>
        joinClassNames(
          'relative inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-[0.9375rem] font-medium transition-colors lg:px-3.5',
          isActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
        )
      }
    >
      <CartIcon size={22} />
      <span className="hidden lg:inline">Cart</span>
      {hasItems && (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 left-6 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-[0.6875rem] leading-none font-bold text-ink-950 ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
